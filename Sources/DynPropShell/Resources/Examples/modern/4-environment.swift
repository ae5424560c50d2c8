import Observation
// Stage 4 (compare data-flow 4): the basket is @Observable, held by the App in @State and put into the
// environment by its type with .environment(basket); views read it with @Environment(Basket.self).
// The rows only call basket.items.append, they never read `items` in their bodies: adding to the
// basket now re-runs BasketBadge alone, not the rows and not the App.
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
        .environment(basket)
    }
  }
}
