import SwiftUI

struct Screen: View {
  // Valid Swift: an optional @State without "= nil" starts as nil.
  @State private var picked: String?

  var body: some View {
    VStack {
      Text("picked \(picked ?? "nothing")")
      Button("Pick") { picked = "tea" }
    }
    .sheet(item: $picked) { value in
      Text("sheet \(value)")
    }
  }
}

extension String: Identifiable {
  public var id: String { self }
}
