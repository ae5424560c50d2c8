import SwiftUI

/// An `@main` App: `load` mounts it, and `reset` must mount it again rather than leave nothing.
@main
struct TallyApp: App {
  var body: some Scene {
    WindowGroup { TallyView() }
  }
}

struct TallyView: View {
  @State var tally = 0

  var body: some View {
    Button("Tally \(tally)") { tally += 1 }
  }
}
