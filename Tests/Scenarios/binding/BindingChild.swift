import SwiftUI

// A Binding keeps the value it held when the parent's body made it (SEMANTICS §12.5): a parent that
// re-runs and hands a child `$isOn` after `isOn` changed gives the child a different value, so the
// child's body runs (`@self`) even though it only passes the binding on.
struct Parent: View {
    @State var isOn = false
    @State var other = 0
    var body: some View {
        VStack {
            Text("isOn: \(isOn) other: \(other)")
            Child(isOn: $isOn)
            Button("Other") { other += 1 }
        }
    }
}

struct Child: View {
    @Binding var isOn: Bool
    var body: some View {
        Self._printChanges()
        return Toggle("Switch", isOn: $isOn)
    }
}
