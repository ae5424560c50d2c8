// Stage 5: the loading state moves into an ObservableObject that the wrapper owns with @StateObject.
// The object lives as long as the view, remembers that it already started, and publishes the result:
// one request, two bodies.
import SwiftUI

struct Post: Decodable, Identifiable {
  let id: Int
  let title: String
}

enum Endpoint: String {
  case feed = "https://example.com/posts"
}

final class PostsLoader: ObservableObject {
  @Published var posts: [Post] = []
  private var hasStarted = false

  func loadIfNeeded(_ endpoint: Endpoint) {
    guard !hasStarted else { return }
    hasStarted = true
    let url = URL(string: endpoint.rawValue)!
    URLSession.shared.dataTask(with: url) { data, _, _ in
      guard let data else { return }
      let decoded = try! JSONDecoder().decode([Post].self, from: data)
      DispatchQueue.main.async {
        self.posts = decoded
      }
    }.resume()
  }
}

@propertyWrapper
struct RemoteData: DynamicProperty {
  let endpoint: Endpoint
  @StateObject private var loader = PostsLoader()

  init(endpoint: Endpoint) {
    self.endpoint = endpoint
  }

  var wrappedValue: [Post] { loader.posts }

  func update() {
    loader.loadIfNeeded(endpoint)
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
