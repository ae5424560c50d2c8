import SwiftUI
// A session from the environment, data(from:) in .task, and JSON dates with a decoding strategy.

struct Event: Decodable {
  let name: String
  let when: Date
}

struct Feed: View {
  @Environment(\.urlSession) var session
  @State private var text = "…"
  var body: some View {
    Text(text)
      .task {
        do {
          let (data, _) = try await session.data(from: URL(string: "https://example.com/events")!)
          let decoder = JSONDecoder()
          decoder.dateDecodingStrategy = .secondsSince1970
          let events = try decoder.decode([Event].self, from: data)
          text = events.map { "\($0.name)@\($0.when.timeIntervalSince1970)" }.joined(separator: ",")
        } catch {
          text = "failed: \(error)"
        }
      }
  }
}
