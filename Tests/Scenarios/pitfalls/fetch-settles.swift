import SwiftUI

struct Article: Decodable, Identifiable, Equatable {
  let id: Int
  let headline: String
}

@propertyWrapper
struct Fetched: DynamicProperty {
  @State private var items: [Article] = []
  let url: String

  init(_ url: String) {
    self.url = url
  }

  var wrappedValue: [Article] { items }

  func update() {
    URLSession.shared.dataTask(with: URL(string: url)!) { data, _, _ in
      guard let data else { return }
      let decoded = try! JSONDecoder().decode([Article].self, from: data)
      DispatchQueue.main.async {
        items = decoded
      }
    }.resume()
  }
}

struct NewsView: View {
  @Fetched("https://example.com/news") var articles: [Article]

  var body: some View {
    List(articles) { article in
      Text(article.headline)
    }
  }
}
