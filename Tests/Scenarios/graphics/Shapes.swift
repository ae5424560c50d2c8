import SwiftUI

/// A custom shape: drawn with Path, never called by the simulation (it has no pixels).
struct Wedge: Shape {
    var inset: CGFloat = 10
    var animatableData: CGFloat {
        get { inset }
        set { inset = newValue }
    }

    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.midX, y: rect.minY + inset))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
                     startAngle: .degrees(0), endAngle: Angle(degrees: 90), clockwise: false)
            p.closeSubpath()
        }
    }
}

struct DragCard: View {
    @State private var offset = CGSize.zero
    @State private var angle = Angle.zero

    var body: some View {
        VStack {
            Wedge(inset: offset.width)
                .fill(.red)
                .frame(width: 100, height: 100)
                .rotationEffect(angle)
            Text("Offset \(Int(offset.width)) × \(Int(offset.height)), \(Int(angle.degrees))°")
            Button("Nudge") {
                offset.width += 10
                angle = .degrees(angle.degrees + 45)
            }
            Button("Reset") { offset = .zero }
        }
    }
}
