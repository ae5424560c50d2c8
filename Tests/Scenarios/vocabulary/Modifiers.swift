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

/// Misspelt modifiers are Swift's "has no member" errors, not silently ignored calls (issue 22).
struct TypoView: View {
  var body: some View {
    Text("n").paddin()
  }
}

struct TypoAppearView: View {
  var body: some View {
    Text("n").onApear { print("appeared") }
  }
}
