import SwiftUI

struct Picker2: View {
  @State private var value = 1

  var body: some View {
    VStack {
      Text("value \(value)")
      Button("Same") { value = 1 }
      Button("Two") { value = 2 }
    }
    .onChange(of: value) { old, new in
      print("changed \(old) -> \(new)")
    }
  }
}

struct Chain: View {
  @State private var value = 0

  var body: some View {
    Text("chain \(value)")
      .onChange(of: value) { _, new in
        value = new + 1
      }
      .onAppear { value = 1 }
  }
}
