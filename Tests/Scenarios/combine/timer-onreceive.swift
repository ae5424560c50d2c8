import SwiftUI
import Combine

/// Counts timer values outside the view, so the test can see that they stop when the view disappears.
var fired = 0

struct Clock: View {
  @State private var ticks = 0
  let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()

  var body: some View {
    Text("ticks \(ticks)")
      .onReceive(timer) { _ in
        ticks += 1
        fired += 1
      }
  }
}

final class Model: ObservableObject {
  @Published var name = "a"
}

struct Screen: View {
  @State private var showClock = true
  @State private var names: [String] = []
  @StateObject private var model = Model()

  var body: some View {
    VStack {
      if showClock { Clock() }
      Text("names \(names.joined(separator: ","))")
        .onReceive(model.$name) { names.append($0) }
      Button("Hide") { showClock = false }
      Button("Rename") { model.name = "b" }
    }
  }
}
