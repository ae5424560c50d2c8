// Stage 2: the editor takes a @Binding instead, so the parent's `draft` stays the one source of truth.
// Inside the sheet, SwiftUI's failable Binding($draft) turns Binding<Item?> into Binding<Item>. The
// suggestion now shows up and edits land in `draft` at once. But that binding force-unwraps `draft`
// on every read: Cancel sets draft to nil while the editor still reads it, and the app crashes.
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
    .sheet(item: $draft) { _ in
      if let item = Binding($draft) {
        VStack {
          ItemEditor(item: item)
          Button("Cancel") { draft = nil }
          Button("Save") {
            items.append(item.wrappedValue)
            draft = nil
          }
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
