// Stage 3: @State and @Binding between a parent and its children. GroceryRow owns `quantity` and
// `note`; each child gets a binding ($quantity, $note) and writes through it. A write re-runs the views
// whose body reads that value: the stepper and the row for `quantity` (the row shows it too), only the
// note field for `note` (the row just hands $note on). PriceTag takes a plain value and never re-runs.
import SwiftUI

struct GroceryRow: View {
  @State private var quantity = 1
  @State private var note = ""

  var body: some View {
    VStack {
      Text("Milk × \(quantity)")
      QuantityStepper(quantity: $quantity)
      NoteField(note: $note)
      PriceTag(price: 2)
    }
  }
}

struct QuantityStepper: View {
  @Binding var quantity: Int

  var body: some View {
    HStack {
      Button("-") {
        if quantity > 0 { quantity -= 1 }
      }
      Text("\(quantity)")
      Button("+") { quantity += 1 }
    }
  }
}

struct NoteField: View {
  @Binding var note: String

  var body: some View {
    Button(note.isEmpty ? "Add a note" : "Note: \(note)") {
      note = "organic"
    }
  }
}

struct PriceTag: View {
  let price: Int

  var body: some View {
    Text("\(price) € each")
  }
}

@main
struct GroceryApp: App {
  var body: some Scene {
    WindowGroup {
      GroceryRow()
    }
  }
}
