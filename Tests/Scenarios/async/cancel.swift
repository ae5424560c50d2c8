import SwiftUI

/// Counts what ran after the sleep, so the scenario can check it never ran.
var linesAfterSleep = 0

struct Detail: View {
  @State private var status = "waiting"

  var body: some View {
    Text(status)
      .task {
        print("task started")
        do {
          try await Task.sleep(nanoseconds: 1_000_000_000)
          linesAfterSleep += 1
          status = "done"
        } catch {
          print("caught \(error), isCancelled: \(Task.isCancelled)")
        }
      }
  }
}

struct Screen: View {
  @State private var showDetail = true

  var body: some View {
    VStack {
      if showDetail { Detail() }
      Button("Hide") { showDetail = false }
    }
  }
}
