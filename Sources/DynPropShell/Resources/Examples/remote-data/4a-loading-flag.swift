// Stage 4a: guard the fetch with a plain `isLoading` property.
// The compiler refuses: update() is not mutating, so a struct cannot change its own stored property.
import SwiftUI

struct Post: Decodable, Identifiable {
  let id: Int
  let title: String
}

enum Endpoint: String {
  case feed = "https://example.com/posts"
}

@propertyWrapper
struct RemoteData: DynamicProperty {
  let endpoint: Endpoint
  @State private var posts: [Post] = []
  var isLoading = false

  init(endpoint: Endpoint) {
    self.endpoint = endpoint
  }

  var wrappedValue: [Post] { posts }

  func update() {
    guard !isLoading else { return }
    isLoading = true
    let url = URL(string: endpoint.rawValue)!
    URLSession.shared.dataTask(with: url) { data, _, _ in
      guard let data else { return }
      let decoded = try! JSONDecoder().decode([Post].self, from: data)
      DispatchQueue.main.async {
        posts = decoded
      }
    }.resume()
  }
}
