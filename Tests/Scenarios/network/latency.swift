import SwiftUI

final class Feed: ObservableObject {
  @Published var status = "idle"

  func load() {
    status = "loading"
    let url = URL(string: "https://example.com/status")!
    URLSession.shared.dataTask(with: url) { data, response, error in
      if let data {
        let text = String(data: data, encoding: .utf8) ?? ""
        self.status = "got \(text)"
      } else {
        self.status = "failed"
      }
    }.resume()
  }
}

struct StatusView: View {
  @StateObject private var feed = Feed()

  var body: some View {
    VStack {
      Text(feed.status)
      Button("Load") { feed.load() }
    }
  }
}
