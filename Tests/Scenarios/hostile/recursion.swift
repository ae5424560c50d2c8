import SwiftUI

// Infinite recursion: the call-depth budget (10,000) ends it with a crash event naming this call.
func f() -> Int { f() + 1 }

// Deep but finite recursion stays within the budget.
func depth(_ n: Int) -> Int { n == 0 ? 0 : depth(n - 1) + 1 }

// A computed property that reads itself.
struct Looping {
  var value: Int { value + 1 }
}

// A body that recurses.
struct Runaway: View {
  var body: some View { Text("value \(f())") }
}

// An action that recurses.
struct Tapper: View {
  var body: some View {
    Button("Recurse") { _ = f() }
  }
}

struct Counter: View {
  @State var count = 0
  init(start: Int) { _count = State(initialValue: start) }
  var body: some View { Text("count \(count)") }
}
