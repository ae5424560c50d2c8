import SwiftUI

struct Item: Identifiable {
  let id: Int
  var name: String
  var on: Bool
}

/// ForEach over enumerated pairs and over bindings, and a `@ViewBuilder` property with two views.
struct RowsView: View {
  @State var items = [Item(id: 1, name: "a", on: false), Item(id: 2, name: "b", on: true)]

  @ViewBuilder var header: some View {
    Text("first line")
    Text("second line")
  }

  var body: some View {
    List {
      header
      ForEach(Array(items.enumerated()), id: \.offset) { index, item in
        Text("\(index): \(item.name) \(item.on)")
      }
      ForEach($items) { $item in
        Toggle(item.name, isOn: $item.on)
      }
    }
  }
}
