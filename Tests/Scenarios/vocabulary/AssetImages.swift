import SwiftUI

/// Buttons labelled by an asset image and by a system symbol.
struct FlagPicker: View {
    @State private var chosen = "none"

    var body: some View {
        VStack {
            Button { chosen = "France" } label: { Image("France") }
            Button { chosen = "star" } label: { Image(systemName: "star") }
            Text("Chosen: \(chosen)")
        }
    }
}
