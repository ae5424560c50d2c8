import SwiftUI

/// A view model held by `@StateObject`, for `set` and `expect value` paths through an object.
final class ShopModel: ObservableObject {
  @Published var isAdding = false
  @Published var items: [String] = []
}

struct ShopView: View {
  @StateObject var vm = ShopModel()
  @State var count = 0
  @State var note: String? = nil
  @State var scale: Double = 1

  var body: some View {
    VStack {
      Text(vm.isAdding ? "adding" : "idle")
      Text("count \(count)")
      ForEach(0..<2, id: \.self) { i in RowView(index: i) }
    }
  }
}

struct RowView: View {
  let index: Int
  @State var isOn = false

  var body: some View { Text("row \(index) \(isOn ? "on" : "off")") }
}
