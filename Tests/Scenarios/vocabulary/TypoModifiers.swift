import SwiftUI

/// Misspelt modifiers are Swift's "has no member" errors, not silently ignored calls (issue 22):
/// reported when the file loads, as Swift reports them, even for a body that never runs.
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
