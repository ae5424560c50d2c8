import Combine
// Stage 1: @Published makes a property observable. `$fruits` is its publisher: a sink receives the
// current value at once and every new value after that, and @StateObject subscribes BasketView in the
// same way. A property without @Published changes silently: no sink call, no new body, until some
// published change re-renders the view anyway.
import SwiftUI

final class Basket: ObservableObject {
  @Published var fruits: [String] = []
  var favourite = "none"
  private var log: AnyCancellable?

  init() {
    log = $fruits.sink { fruits in
      print("sink: \(fruits.count) fruit(s)")
    }
  }
}

struct BasketView: View {
  @StateObject private var basket = Basket()

  var body: some View {
    VStack {
      Text("\(basket.fruits.count) fruit(s)")
      Text("Favourite: \(basket.favourite)")
      Button("Add apple") { basket.fruits.append("apple") }
      Button("Make pear the favourite") { basket.favourite = "pear" }
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
