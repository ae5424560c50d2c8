import Observation
// Stage 1 (compare data-flow 1): the basket becomes an @Observable class held in @State. There is no
// @Published and no publisher: every stored property is tracked, `favourite` included, and a body
// depends on exactly the properties it read. The sink's job goes to .onChange(of:initial:), which
// also gets the current value first and then each change.
import SwiftUI

@Observable
final class Basket {
  var fruits: [String] = []
  var favourite = "none"
}

struct BasketView: View {
  @State private var basket = Basket()

  var body: some View {
    VStack {
      Text("\(basket.fruits.count) fruit(s)")
      Text("Favourite: \(basket.favourite)")
      Button("Add apple") { basket.fruits.append("apple") }
      Button("Make pear the favourite") { basket.favourite = "pear" }
    }
    .onChange(of: basket.fruits, initial: true) { _, fruits in
      print("onChange: \(fruits.count) fruit(s)")
    }
  }
}

@main
struct BasketApp: App {
  var body: some Scene {
    WindowGroup {
      BasketView()
    }
  }
}
