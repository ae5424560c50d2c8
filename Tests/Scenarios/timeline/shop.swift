import SwiftUI
import Observation

/// A cart whose items are published; its note is a plain property (nobody is told when it changes).
final class Cart: ObservableObject {
  @Published var items: [String] = []
  var note = ""
}

@Observable
final class Settings {
  var currency = "EUR"
  var tax = 20
}

struct ShopView: View {
  @StateObject private var cart = Cart()
  @State private var settings = Settings()
  @State private var query = ""

  var body: some View {
    VStack {
      Text("Items: \(cart.items.count)")
      SearchField(text: $query)
      PriceTag(settings: settings)
      Button("Add") { cart.items.append("item \(cart.items.count + 1)") }
      Button("Search") { query = "shoes" }
      Button("Dollars") { settings.currency = "USD" }
      Button("Tax") { settings.tax += 1 }
      Button("Note") { cart.note = "gift wrap" }
      Button("Later") { DispatchQueue.main.async { query = "later" } }
      Text("Note: \(cart.note)")
    }
  }
}

struct SearchField: View {
  @Binding var text: String
  var body: some View { Text("Search: \(text)") }
}

private struct RegionKey: EnvironmentKey {
  static let defaultValue = "EU"
}

extension EnvironmentValues {
  var region: String {
    get { self[RegionKey.self] }
    set { self[RegionKey.self] = newValue }
  }
}

struct PriceTag: View {
  let settings: Settings
  @Environment(\.region) var region
  var body: some View { Text("Prices in \(settings.currency) (\(region))") }
}
