import SwiftUI
import Observation
final class User: ObservableObject { @Published var name = "Ann" }
@Observable final class Prefs { var theme = "light" }
struct Todo: Identifiable { let id: Int; var title: String }
struct EditView: View {
    @EnvironmentObject var user: User
    @Environment(Prefs.self) var prefs
    var body: some View { Text("\(user.name) \(prefs.theme)") }
}
struct BindView: View {
    @Bindable var prefs: Prefs
    var body: some View { Text("bind \(prefs.theme)") }
}
/// Writes from the shell through @EnvironmentObject, @Environment(Model.self) and @Bindable, and typing into a
/// row of List($todos) (issue 20.7).
struct WrapperWritesRoot: View {
    @StateObject var user = User()
    @State var prefs = Prefs()
    @State var todos = [Todo(id: 1, title: "a"), Todo(id: 2, title: "b")]
    var body: some View {
        VStack {
            EditView().environmentObject(user).environment(prefs)
            BindView(prefs: prefs)
            List($todos) { $todo in TextField("Title", text: $todo.title) }
        }
    }
}
