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

struct PriceTag: View {
  @Environment(\.currency) private var currency

  var body: some View {
    Text("2 \(currency)")
  }
}
