// Stage 2: an ObservableObject view model drives the screen. GroceryScreen owns it with @StateObject
// and hands it to two subviews that observe it with @ObservedObject. Every @Published change (loading,
// the loaded list, a new item, a new shop) re-runs the body of every view that observes the model,
// whether or not that body reads the property that changed.
import SwiftUI

struct Grocery: Identifiable, Decodable, Equatable {
  let id: Int
  let name: String
}

final class GroceryListModel: ObservableObject {
  @Published var shop = "Corner Shop"
  @Published var groceries: [Grocery] = []
  @Published var isLoading = false

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
  @StateObject private var model = GroceryListModel()

  var body: some View {
    VStack {
      ShopHeader(model: model)
      GroceryList(model: model)
      Button("Add bread") { model.add("Bread") }
      Button("Switch shop") { model.shop = "Market Hall" }
    }
    .onAppear { model.load() }
  }
}

struct ShopHeader: View {
  @ObservedObject var model: GroceryListModel

  var body: some View {
    Text("Shopping at \(model.shop)")
  }
}

struct GroceryList: View {
  @ObservedObject var model: GroceryListModel

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
