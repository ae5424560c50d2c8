import SwiftUI

struct Item: Identifiable {
  let id: Int
  let name: String
}

/// Alerts and confirmation dialogs: several trailing closures (actions, message), `presenting:` data,
/// buttons that dismiss, and the OK button SwiftUI adds when an alert has none.
struct AlertsView: View {
  @State var askDelete = false
  @State var showInfo = false
  @State var showChoice = false
  @State var pending: Item? = Item(id: 7, name: "Seven")
  @State var log = "none"

  var body: some View {
    VStack {
      Text("log: \(log)")
      Button("Delete") { askDelete = true }
      Button("Info") { showInfo = true }
      Button("Choose") { showChoice = true }
    }
    .alert("Delete item?", isPresented: $askDelete, presenting: pending) { item in
      Button("Delete \(item.name)", role: .destructive) { log = "deleted \(item.id)" }
      Button("Cancel", role: .cancel) { log = "kept" }
    } message: { item in
      Text("\(item.name) goes away for good.")
    }
    .alert("Saved", isPresented: $showInfo) {
    }
    .confirmationDialog("Pick a colour", isPresented: $showChoice) {
      Button("Red") { log = "red" }
      Button("Blue") { log = "blue" }
    } message: {
      Text("Colours of the app")
    }
  }
}
