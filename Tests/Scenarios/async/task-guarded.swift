import SwiftUI

struct Item: Decodable, Identifiable {
  let id: Int
  let name: String
}

/// Remembers across updates whether the fetch started (a reference the view keeps in @State).
final class LoadFlag {
  var started = false
}

/// The same fetch, guarded: update() starts the Task only once.
struct RemoteItems: DynamicProperty {
  @State private var value: [Item] = []
  @State private var flag = LoadFlag()
  let url: URL

  var items: [Item] { value }

  func update() {
    guard !flag.started else { return }
    flag.started = true
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
