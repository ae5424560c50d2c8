import SwiftUI

/// Every Button form SwiftUI offers: a title with a trailing action, `label:` views, `action:` first,
/// roles, a system image beside a title, and an image-only label.
struct ButtonsView: View {
  @State var n = 0

  func reset() { n = 0 }

  var body: some View {
    VStack {
      Text("n \(n)")
      Button { n += 1 } label: { Text("Inc") }
      Button(role: .destructive) { n -= 1 } label: { Text("Dec") }
      Button(action: { n += 5 }, label: { Text("Five") })
      Button(action: reset) { Text("Reset") }
      Button("Ten", systemImage: "plus") { n += 10 }
      Button { n += 100 } label: { Image(systemName: "star") }
      Button("Titled", role: .cancel) { n += 1000 }
    }
  }
}
