import SwiftUI

struct Item {
  var name: String
}

struct Screen: View {
  @State private var item: Item? = Item(name: "")

  var body: some View {
    VStack {
      Text("name \(item?.name ?? "none")")
      Button("Name it") {
        item?.name = "Mouse"
      }
    }
  }
}
