import SwiftUI
struct Reader: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View { Text(scheme == .dark ? "dark" : "light") }
}
/// `.colorScheme(.dark)` and `.preferredColorScheme(_:)` reach `@Environment(\.colorScheme)` below them.
struct SchemeRoot: View {
    @State private var dark = false
    var body: some View {
        VStack {
            Reader()
            Reader().colorScheme(.dark)
            Reader().preferredColorScheme(dark ? .dark : nil)
            Button("Toggle") { dark.toggle() }
        }
    }
}
