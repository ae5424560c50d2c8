import SwiftUI

@MainActor
final class Stopwatch: ObservableObject {
  @Published var label = "idle"

  func start() {
    label = "sleeping"
    Task { @MainActor in
      try await Task.sleep(for: .milliseconds(50))
      label = "woke after 50 ms"
      try await Task.sleep(nanoseconds: 100_000_000)
      label = "woke after 150 ms"
    }
  }
}

struct SleepView: View {
  @StateObject private var watch = Stopwatch()

  var body: some View {
    VStack {
      Text(watch.label)
      Button("Start") { watch.start() }
    }
  }
}
