import SwiftUI

enum LoadError: Error {
  case empty
}

/// Wraps a completion-handler request in a checked continuation.
func fetchText(_ address: String) async throws -> String {
  try await withCheckedThrowingContinuation { continuation in
    URLSession.shared.dataTask(with: URL(string: address)!) { data, _, error in
      if let data {
        continuation.resume(returning: String(data: data, encoding: .utf8) ?? "")
      } else {
        continuation.resume(throwing: LoadError.empty)
      }
    }.resume()
  }
}

func resumedAtOnce() async -> Int {
  await withCheckedContinuation { continuation in
    continuation.resume(returning: 42)
  }
}

func resumedTwice() async -> Int {
  await withCheckedContinuation { continuation in
    continuation.resume(returning: 1)
    continuation.resume(returning: 2)
  }
}

struct TextLoader: View {
  @State private var text = "empty"

  var body: some View {
    VStack {
      Text(text)
      Button("Load") {
        Task {
          do {
            text = try await fetchText("https://example.com/text")
          } catch {
            text = "error \(error)"
          }
        }
      }
      Button("Now") { Task { text = "now \(await resumedAtOnce())" } }
      Button("Twice") { Task { text = "twice \(await resumedTwice())" } }
    }
  }
}
