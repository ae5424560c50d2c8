import SwiftUI

func deep(_ n: Int) -> Int { n == 0 ? 0 : 1 + deep(n - 1) }

struct Crashy: View {
  @State private var n = 0
  var body: some View {
    VStack {
      Text("n \(n)")
      Button("Crash") {
        Task {
          try await Task.sleep(nanoseconds: 1)
          let x: Int? = nil
          n = x!
        }
      }
      Button("Deep") { Task { n = deep(100_000) } }
      Button("Throw") { Task { throw URLError(.badURL) } }
    }
  }
}
