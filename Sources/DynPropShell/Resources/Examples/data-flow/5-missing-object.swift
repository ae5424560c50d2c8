// Stage 5: the same app, but the WindowGroup content no longer gets .environmentObject(basket).
// Nothing checks this when the code is built: the first body that reads the @EnvironmentObject finds
// no Basket above it, and the app crashes with SwiftUI's message. The currency still arrives.
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

final class Basket: ObservableObject {
  @Published var items: [String] = []
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
  @EnvironmentObject var basket: Basket

  var body: some View {
    Text("Basket: \(basket.items.count)")
  }
}

struct ProductRow: View {
  let name: String
  let price: Int
  @Environment(\.currency) private var currency
  @EnvironmentObject var basket: Basket

  var body: some View {
    HStack {
      Text("\(name): \(price) \(currency)")
      Button("Add \(name)") { basket.items.append(name) }
    }
  }
}

@main
struct ShopApp: App {
  @StateObject private var basket = Basket()

  var body: some Scene {
    WindowGroup {
      ShopScreen()
        .environment(\.currency, "€")
    }
  }
}
