import SwiftUI

struct Row: Identifiable {
  let id: Int
  var name: String
  var starred: Bool
}

final class Store: ObservableObject {
  @Published var rows: [Row] = (0..<2000).map { Row(id: $0, name: "row \($0)", starred: false) }
  @Published var names: [String] = (0..<50).map { "name \($0)" }
  @Published var stock: [String: Int] = Dictionary(uniqueKeysWithValues: (0..<20).map { ("item \($0)", $0) })
  func star(_ index: Int) { rows[index].starred.toggle() }
  func drop(_ id: Int) { rows.removeAll { $0.id == id } }
}

var theStore: Store?

struct BigList: View {
  @StateObject var store = Store()
  var body: some View {
    let _ = theStore = store
    Text("\(store.rows.filter(\.starred).count) starred of \(store.rows.count)")
  }
}

struct Item: Identifiable, Equatable {
  let id: Int
  var name: String
  var quantity: Int
}

struct Cart: View {
  @State var items = [
    Item(id: 1, name: "Pencil, sharpened, yellow", quantity: 1),
    Item(id: 2, name: "Notebook, squared, A5", quantity: 1),
    Item(id: 3, name: "Eraser, white", quantity: 4),
  ]
  var body: some View {
    VStack {
      Text("\(items.map(\.quantity).reduce(0, +)) items")
      Button("More notebooks") { items[1].quantity += 1 }
      Button("Rename all") { for i in items.indices { items[i].name += "!" } }
    }
  }
}
