import SwiftUI

// `onDelete` gets offsets into the ForEach's data, not positions among the rows on screen: with rows
// hidden by an `if` in the row builder, deleting "Bread" must remove Bread (data offset 2), not the first
// item (Milk). Apple: https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)
struct Groceries: View {
  @State private var items = ["Milk", "Eggs", "Bread"]
  @State private var hidden: Set<String> = ["Milk", "Eggs"]

  var body: some View {
    List {
      ForEach(items, id: \.self) { item in
        if !hidden.contains(item) {
          Text(item)
        }
      }
      .onDelete { items.remove(atOffsets: $0) }
    }
    Text("items \(items.joined(separator: ","))")
  }
}
