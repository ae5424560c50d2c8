// Stage 4b: make the flag @State so it can change.
// It compiles, but setting it inside update() is a write during a view update: SwiftUI warns and
// drops it, so the guard never holds and the fetch loop goes on.
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
  @State private var isLoading = false

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

struct PostsView: View {
  @RemoteData(endpoint: .feed) var feed: [Post]

  var body: some View {
    List(feed) { post in
      Text(post.title)
    }
  }
}

@main
struct PostsApp: App {
  var body: some Scene {
    WindowGroup {
      PostsView()
    }
  }
}
