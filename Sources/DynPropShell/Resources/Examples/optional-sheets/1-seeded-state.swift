// Stage 1: "Add item" puts a new draft in the optional `draft` state; .sheet(item: $draft) shows an
// editor while it is non-nil, and a name suggestion is fetched meanwhile. The editor copies the item
// into its own @State in init, so the suggestion that arrives later is ignored, and the list never
// sees the editor's changes until Save hands the copy back: with an empty name.
import SwiftUI

struct Item: Identifiable, Equatable {
  var id: Int
  var name: String
  var quantity: Int
}

struct Suggestion: Decodable {
  let name: String
}

struct InventoryView: View {
  @State private var items = [Item(id: 1, name: "Keyboard", quantity: 3)]
  @State private var draft: Item? = nil

  var body: some View {
    VStack {
      ForEach(items) { item in
        Text("\(item.name.isEmpty ? "(no name)" : item.name): \(item.quantity) in stock")
      }
      Button("Add item") {
        draft = Item(id: items.count + 1, name: "", quantity: 1)
        suggestName()
      }
      .disabled(draft != nil)
    }
    .sheet(item: $draft) { item in
      ItemEditor(item: item) { saved in
        items.append(saved)
        draft = nil
      }
    }
  }

  private func suggestName() {
    let url = URL(string: "https://example.com/suggestion")!
    URLSession.shared.dataTask(with: url) { data, _, _ in
      guard let data else { return }
      let suggestion = try! JSONDecoder().decode(Suggestion.self, from: data)
      DispatchQueue.main.async {
        if var current = draft {
          current.name = suggestion.name
          draft = current
        }
      }
    }.resume()
  }
}

struct ItemEditor: View {
  @State private var item: Item
  let onSave: (Item) -> Void

  init(item: Item, onSave: @escaping (Item) -> Void) {
    _item = State(initialValue: item)
    self.onSave = onSave
  }

  var body: some View {
    VStack {
      Text(item.name.isEmpty ? "Name: (none yet)" : "Name: \(item.name)")
      Text("Quantity: \(item.quantity)")
      Button("+1") { item.quantity += 1 }
      Button("Save") { onSave(item) }
    }
  }
}

@main
struct InventoryApp: App {
  var body: some Scene {
    WindowGroup {
      InventoryView()
    }
  }
}
