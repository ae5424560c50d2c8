import SwiftUI

/// `$value.animation()` hands a control the same binding, animated in SwiftUI.
struct OrderForm: View {
    @State private var special = false
    @State private var quantity = 3

    var body: some View {
        Form {
            Toggle(isOn: $special.animation()) { Text("Special request") }
            if special { Text("Extra frosting") }
            Stepper("Cakes: \(quantity)", value: $quantity.animation(.easeInOut(duration: 1)), in: 3...20)
        }
    }
}
