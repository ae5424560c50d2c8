import SwiftUI
/// SwiftUI and Foundation values found in public apps: gradient stops, hierarchical styles, a currency
/// style built from its type, an accessibility setting, registered defaults, transformed geometry.
struct TipView: View {
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
    @AppStorage("tip") private var tip = 0
    @State private var amount = 12.5
    var style: FloatingPointFormatStyle<Double>.Currency { FloatingPointFormatStyle<Double>.Currency(code: "EUR") }
    var body: some View {
        VStack {
            Text(amount, format: style)
            Text("voice over \(voiceOver ? "on" : "off")")
            Text("tip \(tip)").foregroundStyle(HierarchicalShapeStyle.secondary)
            LinearGradient(
                gradient: Gradient(stops: [Gradient.Stop(color: .indigo, location: 0), Gradient.Stop(color: .yellow, location: 1)]),
                startPoint: .top, endPoint: .bottom)
            Button("Save") { UserDefaults.standard.set(Optional(amount), forKey: "saved") }
        }
        .onAppear {
            UserDefaults.standard.register(defaults: ["tip": 15, "rounding": true])
            let moved = CGPoint(x: 1, y: 2).applying(CGAffineTransform(translationX: 10, y: 0))
            let box = CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(scaleX: 3, y: 3))
            print(moved, box, UserDefaults.standard.bool(forKey: "rounding"))
        }
    }
}
