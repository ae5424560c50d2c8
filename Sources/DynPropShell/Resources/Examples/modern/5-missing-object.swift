import Observation
// Stage 5 (compare data-flow 5): the App forgets .environment(basket). The first view that reads
// @Environment(Basket.self) finds no Basket above it, and the app crashes with the Observable
// version of SwiftUI's message. The currency, a plain environment value, still arrives.
import SwiftUI

private struct CurrencyKey: EnvironmentKey {
  static let defaultValue = "$"
}

extension EnvironmentValues {
  var currency: String {
    get { self[CurrencyKey.self] }
    set { self[CurrencyKey.self] = newValue }
  }
}

@Observable
final class Basket {
  var items: [String] = []
}

struct ShopScreen: View {
  var body: some View {
    VStack {
      BasketBadge()
      ProductRow(name: "Milk", price: 2)
      ProductRow(name: "Eggs", price: 3)
    }
  }
}

struct BasketBadge: View {
  @Environment(Basket.self) private var basket

  var body: some View {
    Text("Basket: \(basket.items.count)")
  }
}

struct ProductRow: View {
  let name: String
  let price: Int
  @Environment(\.currency) private var currency
  @Environment(Basket.self) private var basket

  var body: some View {
    HStack {
      Text("\(name): \(price) \(currency)")
      Button("Add \(name)") { basket.items.append(name) }
    }
  }
}

@main
struct ShopApp: App {
  @State private var basket = Basket()

  var body: some Scene {
    WindowGroup {
      ShopScreen()
        .environment(\.currency, "€")
    }
  }
}
