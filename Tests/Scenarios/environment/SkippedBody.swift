import SwiftUI
private struct AccentKey: EnvironmentKey {
    static let defaultValue = "gray"
}
extension EnvironmentValues {
    var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}
struct DeepReader: View {
    @Environment(\.accent) var accent
    var body: some View { Text("accent \(accent)") }
}
struct PassThrough: View {
    var body: some View { VStack { DeepReader() } }
}
/// An environment value set above a view whose body is skipped still reaches the view below that reads it
/// (SEMANTICS §5; Apple: "views that read the value update when it changes").
struct SkippedRoot: View {
    @State var color = "red"
    var body: some View {
        VStack {
            PassThrough().environment(\.accent, color)
            Button("Blue") { color = "blue" }
        }
    }
}
