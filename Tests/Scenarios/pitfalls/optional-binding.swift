import SwiftUI

struct Item: Identifiable {
  let id: Int
  var title: String
}

struct ListScreen: View {
  @State private var selected: Item? = Item(id: 1, title: "First")

  var body: some View {
    VStack {
      if let binding = Binding($selected) {
        TitleEditor(title: binding.title)
      }
      Button("Dismiss") { selected = nil }
    }
  }
}

struct TitleEditor: View {
  @Binding var title: String

  var body: some View {
    Text("editing \(title)")
  }
}
