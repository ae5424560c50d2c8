import SwiftUI

/// A stepper with increment and decrement actions instead of a binding.
struct WidthStepper: View {
    @State private var width = 100

    var body: some View {
        VStack {
            Text("Width \(width)")
            Stepper("Wider") {
                width += 10
            } onDecrement: {
                width -= 10
            }
        }
    }
}
