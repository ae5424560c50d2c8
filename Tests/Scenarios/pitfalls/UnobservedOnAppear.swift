import SwiftUI
final class Model: ObservableObject {
    @Published var t1 = false
    var t2 = false
}
/// A plain property toggled in onAppear and read by body: the screen keeps the old value (OpenSwiftUI's
/// compatibility test stateObjectChangeNonPublishValue; issue 18.6).
struct UnobservedOnAppearView: View {
    @StateObject var model = Model()
    var body: some View {
        Text("t2 \(model.t2)")
            .onAppear { model.t2.toggle() }
    }
}
