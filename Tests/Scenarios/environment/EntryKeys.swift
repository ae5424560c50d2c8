import SwiftUI
/// Environment keys declared with SwiftUI's `@Entry` macro: the default is the initial value (computed
/// on each read), and a value set with `.environment(\.key, …)` reaches the subtree.
extension EnvironmentValues {
    @Entry var accentName = "blue"
    @Entry var pageSize: Int = 20
}

struct Badge: View {
    @Environment(\.accentName) private var accent
    @Environment(\.pageSize) private var size
    var body: some View { Text("\(accent) \(size)") }
}

struct Pages: View {
    var body: some View {
        VStack {
            Badge()
            Badge().environment(\.accentName, "red").environment(\.pageSize, 50)
        }
    }
}
