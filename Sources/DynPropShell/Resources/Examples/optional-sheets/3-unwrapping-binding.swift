// Stage 3: the sheet unwraps `draft` with its own Binding(get:set:) and a fallback: the item the sheet
// was presented with. It never force-unwraps, so when Cancel or Save sets draft to nil, a last read
// gets the fallback instead of crashing. Suggestion and edits still flow through `draft`.
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
    .sheet(item: $draft) { presented in
      VStack {
        ItemEditor(item: Binding(get: { draft ?? presented }, set: { draft = $0 }))
        Button("Cancel") { draft = nil }
        Button("Save") {
          items.append(draft ?? presented)
          draft = nil
        }
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
  @Binding var item: Item

  var body: some View {
    VStack {
      Text(item.name.isEmpty ? "Name: (none yet)" : "Name: \(item.name)")
      Text("Quantity: \(item.quantity)")
      Button("+1") { item.quantity += 1 }
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
