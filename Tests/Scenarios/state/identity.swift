import SwiftUI

struct Parent: View {
  @State private var generation = 0

  var body: some View {
    VStack {
      Tally()
        .id(generation)
      Button("Restart") {
        generation += 1
      }
    }
  }
}

struct Tally: View {
  @State private var value = 0

  var body: some View {
    Button("Tally \(value)") {
      value += 1
    }
    .onAppear { print("appear") }
    .onDisappear { print("disappear") }
  }
}
