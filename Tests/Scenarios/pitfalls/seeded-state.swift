import SwiftUI

struct Editor: View {
  @State private var draft: String

  init(initial: String) {
    _draft = State(initialValue: initial)
  }

  var body: some View {
    Text("draft \(draft)")
  }
}

struct Host: View {
  @State private var name = "first"

  var body: some View {
    VStack {
      Editor(initial: name)
      Button("Rename") { name = "second" }
      Text("name \(name)")
    }
  }
}
