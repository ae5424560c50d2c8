import SwiftUI
/// A `NavigationLink(value:)` whose value's type has no `navigationDestination(for:)` in the stack: SwiftUI
/// logs that the link cannot be activated, and tapping it does nothing.
struct ColorList: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Red", value: Color.red)
                NavigationLink("Seven", value: 7)
            }
            .navigationDestination(for: Int.self) { number in Text("Number \(number)") }
        }
    }
}
