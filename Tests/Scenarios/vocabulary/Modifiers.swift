import SwiftUI

extension View {
  /// A modifier of the app's own, on host views and script views alike.
  func card() -> some View { self.padding().border(Color.gray) }
}

struct Badge: View {
  var body: some View { Text("badge") }
}

struct GoodModifiersView: View {
  var body: some View {
    VStack {
      Text("a").card()
      Badge().card().padding()
    }
  }
}
