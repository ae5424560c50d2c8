import SwiftUI
/// `@SceneStorage` works like `@AppStorage` for the one simulated scene (issue 18.5: writing it was
/// "'self' is immutable").
struct SceneStorageView: View {
    @SceneStorage("tab") var tab = "home"
    @AppStorage("count") var count = 0
    var body: some View {
        VStack {
            Text("tab \(tab) count \(count)")
            Button("Settings") { tab = "settings" }
            Button("Inc") { count += 1 }
        }
    }
}
