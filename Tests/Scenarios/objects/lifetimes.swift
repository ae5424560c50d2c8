import SwiftUI

final class Counter: ObservableObject {
  @Published var value = 0
}

struct Screen: View {
  @State private var refreshes = 0

  var body: some View {
    VStack {
      Button("Refresh \(refreshes)") {
        refreshes += 1
      }
      Owned()
      Inline()
    }
  }
}

struct Owned: View {
  @StateObject private var counter = Counter()

  var body: some View {
    Button("owned \(counter.value)") {
      counter.value += 1
    }
  }
}

struct Inline: View {
  @ObservedObject var counter = Counter()

  var body: some View {
    Button("inline \(counter.value)") {
      counter.value += 1
    }
  }
}
