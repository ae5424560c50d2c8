import SwiftUI

// An ObservableObject nested in another's @Published property (Point-Free, episode 252 "Observation:
// The Past"): the view observes Outer only; changing inner.count publishes on Inner, which no view
// observes, so the screen keeps the old count. A child holding the Inner as @ObservedObject sees it.
final class Inner: ObservableObject {
    @Published var count = 0
}

final class Outer: ObservableObject {
    @Published var inner = Inner()
}

struct NestedView: View {
    @StateObject var outer = Outer()
    var body: some View {
        VStack {
            Text("inner \(outer.inner.count)")
            Button("Bump") { outer.inner.count += 1 }
            InnerRow(inner: outer.inner)
        }
    }
}

struct InnerRow: View {
    @ObservedObject var inner: Inner
    var body: some View { Text("row \(inner.count)") }
}
