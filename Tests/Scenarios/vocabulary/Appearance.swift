import SwiftUI

/// Fonts, alignments, animations, gradients, stroke styles and control styles: built and accepted,
/// with no behaviour of their own (the simulation has no pixels).
struct StyledView: View {
    @State private var on = false
    /// An implicit member chain starting at a colour (`.blue.opacity(0.2)`) is a `Color`.
    var tint: Color = .blue.opacity(0.2)

    var body: some View {
        VStack(alignment: HorizontalAlignment.leading, spacing: 10) {
            Text("Title").font(.largeTitle.weight(.semibold))
            Text("Shadowed").shadow(color: .black.opacity(0.2), radius: 2).foregroundStyle(.red.opacity(0.5))
                .background(tint)
            Text("Body").font(Font.system(.body, design: .serif).italic())
            Text("Top").frame(maxWidth: .infinity, alignment: Alignment.top)
            List { Text("Row") }.listStyle(GroupedListStyle())
            Toggle("Switch", isOn: $on).toggleStyle(SwitchToggleStyle(tint: .red))
            Circle().stroke(style: StrokeStyle(lineWidth: 10, lineCap: .round))
            LinearGradient(gradient: Gradient(colors: [.blue, .purple]), startPoint: .top, endPoint: .bottom)
            Text(on ? "Pulsing" : "Still")
                .animation(.easeInOut(duration: 2).repeatForever(autoreverses: true), value: on)
                .transition(.move(edge: .leading).combined(with: .opacity))
        }
    }
}

struct MisspeltFontView: View {
    var body: some View {
        Text("x").font(Font.tittle)
    }
}
