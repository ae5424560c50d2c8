import SwiftUI
import Observation

@Observable
final class Basket {
  var note = ""
}

// `basket` is a reference: assigning one of its properties does not mutate the view struct,
// so this is valid Swift inside a non-mutating body / action closure.
struct NoteButton: View {
  let basket: Basket

  var body: some View {
    Button("note \(basket.note)") {
      basket.note = "organic"
    }
  }
}

struct Screen: View {
  @State private var basket = Basket()

  var body: some View {
    NoteButton(basket: basket)
  }
}
