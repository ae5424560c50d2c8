import Observation
// Stage 2 (compare data-flow 2): the same grocery screen with an @Observable model held in @State,
// loaded in .task. The subviews take the model as a plain `let`. Each body now depends only on what it
// read: GroceryScreen reads no model property and ShopHeader only `shop`, so loading and adding bread
// re-run GroceryList alone, and switching the shop re-runs ShopHeader alone.
import SwiftUI

struct Grocery: Identifiable, Decodable, Equatable {
  let id: Int
  let name: String
}

@Observable
final class GroceryListModel {
  var shop = "Corner Shop"
  var groceries: [Grocery] = []
  var isLoading = false

  func load() {
    isLoading = true
    let url = URL(string: "https://example.com/groceries")!
    URLSession.shared.dataTask(with: url) { data, _, _ in
      guard let data else { return }
      let decoded = try! JSONDecoder().decode([Grocery].self, from: data)
      DispatchQueue.main.async {
        self.groceries = decoded
        self.isLoading = false
      }
    }.resume()
  }

  func add(_ name: String) {
    groceries.append(Grocery(id: groceries.count + 1, name: name))
  }
}

struct GroceryScreen: View {
  @State private var model = GroceryListModel()

  var body: some View {
    VStack {
      ShopHeader(model: model)
      GroceryList(model: model)
      Button("Add bread") { model.add("Bread") }
      Button("Switch shop") { model.shop = "Market Hall" }
    }
    .task { model.load() }
  }
}

struct ShopHeader: View {
  let model: GroceryListModel

  var body: some View {
    Text("Shopping at \(model.shop)")
  }
}

struct GroceryList: View {
  let model: GroceryListModel

  var body: some View {
    if model.isLoading {
      ProgressView("Loading…")
    }
    List(model.groceries) { grocery in
      Text(grocery.name)
    }
  }
}

@main
struct GroceryApp: App {
  var body: some Scene {
    WindowGroup {
      GroceryScreen()
    }
  }
}
