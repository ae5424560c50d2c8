import SwiftUI

func spawnSleepers(_ count: Int) {
  for _ in 0..<count {
    Task { try await Task.sleep(for: .seconds(1000)) }
  }
}
