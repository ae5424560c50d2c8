// Stage 3: the wrapper becomes a struct, so its @State is installed on the view.
// Now the list fills in — and then the fetch starts again, and again: every result is written
// into @State, which invalidates PostsView, which calls update(), which fetches.
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

  init(endpoint: Endpoint) {
    self.endpoint = endpoint
  }

  var wrappedValue: [Post] { posts }

  func update() {
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
