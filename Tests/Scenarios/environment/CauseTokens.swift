import SwiftUI
final class User: ObservableObject { @Published var name = "Ann" }
struct EditView: View {
    @EnvironmentObject var user: User
    var body: some View { Text("name \(user.name)") }
}
/// A dialog shown by the parent re-renders its modifier node only; the child reading the environment object
/// does not re-run, and cites `_user` only when User published (issue 20.12).
struct ParentView: View {
    @State var show = false
    @StateObject var user = User()
    var body: some View {
        VStack {
            EditView()
            Button("Ask") { show = true }
        }
        .environmentObject(user)
        .confirmationDialog("Sure?", isPresented: $show) {
            Button("Yes") { user.name = "Bea" }
        }
    }
}
