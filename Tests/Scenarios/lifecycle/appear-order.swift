import SwiftUI

var lifecycle: [String] = []

struct Frame: View {
  @State private var version = 0

  var body: some View {
    VStack {
      Panel(name: "v\(version)")
        .id(version)
      Button("Next") { version += 1 }
    }
  }
}

struct Panel: View {
  let name: String

  var body: some View {
    Text(name)
      .onAppear { lifecycle.append("appear \(name)") }
      .onDisappear { lifecycle.append("disappear \(name)") }
  }
}
