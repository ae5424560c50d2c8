import SwiftUI
/// An unknown environment key is reported at its @Environment declaration (issue 20.9: it was reported
/// with no location, or at an unrelated @State line).
struct UnknownKeyView: View {
    @State private var count = 0
    @Environment(\.fooBar) private var foo
    var body: some View { Text("n \(count)") }
}
