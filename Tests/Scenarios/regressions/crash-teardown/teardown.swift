import SwiftUI

final class Basket: ObservableObject {
  @Published var items: [String] = []
}

struct Screen: View {
  var body: some View {
    VStack {
      Text("shop")
      Badge()
    }
  }
}

struct Badge: View {
  @EnvironmentObject var basket: Basket

  var body: some View {
    Text("Basket: \(basket.items.count)")
  }
}

@main
struct ShopApp: App {
  var body: some Scene {
    WindowGroup {
      Screen()
    }
  }
}
