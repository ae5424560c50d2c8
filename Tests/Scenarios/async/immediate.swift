import SwiftUI

/// `Task.immediate` from an action runs its body at once, up to the first suspension; the rest resumes
/// in a later tick, as any task's does.
struct ContentView: View {
  @State var log = "idle"
  var body: some View {
    VStack {
      Button("Go") {
        Task.immediate {
          log = "started"
          try? await Task.sleep(for: .seconds(1))
          log = "finished"
        }
      }
      Text(log)
    }
  }
}

/// Inside a body it would run as part of the view update, which is not modelled: an error.
struct EagerView: View {
  var body: some View {
    let _ = Task.immediate { print("never") }
    Text("eager")
  }
}
