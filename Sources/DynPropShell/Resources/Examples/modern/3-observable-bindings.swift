import Observation
// Stage 3 (compare data-flow 3): the row's data moves into an @Observable GroceryItem held in @State,
// and the children get bindings to its properties with $item.quantity and $item.note. The children
// don't change at all, and neither do the body counts: the row reads `quantity` and re-runs with it,
// it never reads `note`, so a note re-runs only the note field. PriceTag still runs once.
import SwiftUI

@Observable
final class GroceryItem {
  var name = "Milk"
  var quantity = 1
  var note = ""
}

struct GroceryRow: View {
  @State private var item = GroceryItem()

  var body: some View {
    VStack {
      Text("\(item.name) × \(item.quantity)")
      QuantityStepper(quantity: $item.quantity)
      NoteField(note: $item.note)
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
