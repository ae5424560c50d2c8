// Stage 1: a property wrapper written as a class.
// It fetches posts in update(), but a class is never installed by SwiftUI, and a plain class
// property changing does not tell SwiftUI anything: the list stays empty.
import SwiftUI

struct Post: Decodable, Identifiable {
  let id: Int
  let title: String
}

enum Endpoint: String {
  case feed = "https://example.com/posts"
}

@propertyWrapper
final class RemoteData: DynamicProperty {
  let endpoint: Endpoint
  var posts: [Post] = []

  init(endpoint: Endpoint) {
    self.endpoint = endpoint
  }

  var wrappedValue: [Post] { posts }

  func update() {
    let url = URL(string: endpoint.rawValue)!
    URLSession.shared.dataTask(with: url) { data, _, _ in
      guard let data else { return }
      self.posts = try! JSONDecoder().decode([Post].self, from: data)
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
