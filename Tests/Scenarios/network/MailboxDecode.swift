import SwiftUI

// A generic decoding helper written as an extension of URLSession, as public apps write it: the type
// parameter comes from a defaulted `T.Type = T.self` or from the caller's declared type, and the helper
// calls the session's own `data(from:)` by its bare name.
extension URLSession {
  func decode<T: Decodable>(_ type: T.Type = T.self, from url: URL, strategy: Int = 0) async throws -> T {
    let (data, _) = try await data(from: url)
    return try JSONDecoder().decode(T.self, from: data)
  }
}

struct Note: Codable, Identifiable {
  let id: Int
  let text: String
}

struct Mailbox: View {
  @State private var inbox = [Note]()
  @State private var archive = [Note]()
  @State private var box = "Inbox"
  let boxes = ["Inbox", "Archive"]

  var body: some View {
    List(box == "Inbox" ? inbox : archive) { note in
      Text("#\(note.id):").bold() + Text(note.text)
    }
    .toolbar {
      Picker("Box", selection: $box) {
        ForEach(boxes, id: \.self, content: Text.init)
      }
    }
    .task {
      do {
        let url = URL(string: "https://mail.test/notes.json")!
        async let first: [Note] = URLSession.shared.decode(from: url)
        async let second = URLSession.shared.decode([Note].self, from: url)
        inbox = try await first
        archive = try await second.reversed()
      } catch {
        print(error.localizedDescription)
      }
    }
  }
}
