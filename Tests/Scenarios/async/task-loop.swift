import SwiftUI

struct Item: Decodable, Identifiable {
  let id: Int
  let name: String
}

/// Starts a fetch from update() through a Task every time the view updates; the decoded array is
/// never equal to the stored one (Item is not Equatable), so each result invalidates the view again.
struct RemoteItems: DynamicProperty {
  @State private var value: [Item] = []
  let url: URL

  var items: [Item] { value }

  func update() {
    Task {
      let (data, _) = try await URLSession.shared.data(from: url)
      self.value = try JSONDecoder().decode([Item].self, from: data)
    }
  }
}

struct ItemList: View {
  var remote = RemoteItems(url: URL(string: "https://example.com/items")!)

  var body: some View {
    List(remote.items) { item in
      Text(item.name)
    }
  }
}
