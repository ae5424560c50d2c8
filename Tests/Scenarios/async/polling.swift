import SwiftUI

@MainActor
func double(_ x: Int) async -> Int {
  await Task.yield()
  return x * 2
}

struct Poller: View {
  @State private var count = 0

  var body: some View {
    Text("count \(count)")
      .task {
        let twice: (Int) async -> Int = { n in await double(n) }
        while !Task.isCancelled {
          try? await Task.sleep(for: .seconds(0.02))
          count = await twice(count + 1) / 2
        }
      }
  }
}
