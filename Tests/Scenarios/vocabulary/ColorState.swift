import SwiftUI
/// A colour kept in `@State` whose type comes from its initial value (`Color.purple`), set from a context
/// menu with an implicit member (`.red`), and shown by its `description`.
struct Palette: View {
    @State private var current = Color.purple
    var body: some View {
        VStack {
            Text(current.description.capitalized)
            Text("🎨").contextMenu {
                Button("Red") { current = .red }
                Button("Green") { current = .green }
            }
        }
    }
}
