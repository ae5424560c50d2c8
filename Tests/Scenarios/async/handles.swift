import SwiftUI

func slowSquare(_ n: Int) async throws -> Int {
  try await Task.sleep(for: .seconds(0.05))
  return n * n
}

@MainActor
final class Jobs: ObservableObject {
  @Published var log = "none"
  var job: Task<Void, Never>?

  func compute() {
    let square = Task { try await slowSquare(7) }
    Task {
      let value = try await square.value
      log = "square \(value)"
    }
  }

  func startLong() {
    job = Task {
      do {
        while true {
          try Task.checkCancellation()
          try await Task.sleep(nanoseconds: 16_666_667)
        }
      } catch {
        log = "stopped: \(error)"
      }
    }
  }

  func stop() { job?.cancel() }

  func detached() {
    Task.detached {
      await MainActor.run { self.log = "from detached via MainActor.run" }
    }
  }

  func offMain() {
    Task.detached { self.log = "written off main" }
  }
}

struct JobsView: View {
  @StateObject private var jobs = Jobs()

  var body: some View {
    VStack {
      Text(jobs.log)
      Button("Compute") { jobs.compute() }
      Button("Long") { jobs.startLong() }
      Button("Stop") { jobs.stop() }
      Button("Detached") { jobs.detached() }
      Button("Off main") { jobs.offMain() }
    }
  }
}
