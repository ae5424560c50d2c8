import SwiftUI

struct Counter: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Text("count \(count)")
      Button("Decrement") { count -= 1 }
        .disabled(count == 0)
    }
  }
}
