// Stage 2: keep the posts in @State inside the class wrapper.
// Still nothing: SwiftUI never installs the dynamic properties of a class, so the @State is a
// detached value — writes to it are dropped.
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
  @State var posts: [Post] = []

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
        self.posts = decoded
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
