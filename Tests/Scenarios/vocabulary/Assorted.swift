import SwiftUI
struct Card: ViewModifier {
    func body(content: Content) -> some View { content.padding().background(Color.white) }
}
/// Focus state, a namespace, a geometry reader (fixed 393 × 852 screen), gradients, a ViewModifier applied
/// with modifier(_:) without self, and other views of the catalog.
struct AssortedView: View {
    @FocusState private var focused: Bool
    @Namespace private var ns
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($focused)
            GeometryReader { geo in
                Text("w \(Int(geo.size.width))")
            }
            Circle().fill(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 10))
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)

            Text("card").modifier(Card())
            Button("Focus") { focused = true }
            Text(focused ? "focused" : "not focused")
            ProgressView(value: 0.5)
            Label("Inbox", systemImage: "tray")
            Image(systemName: "star").matchedGeometryEffect(id: "star", in: ns)
        }
    }
}
