import SwiftUI

struct Picker2: View {
  @State private var topic = "A"
  @State private var shown = "none"

  var body: some View {
    VStack {
      Text("shown \(shown)")
      Button("Next") { topic = topic == "A" ? "B" : "A" }
    }
    .task(id: topic) {
      let mine = topic
      print("load \(mine)")
      do {
        try await Task.sleep(for: .seconds(1))
        shown = mine
      } catch {
        print("cancelled \(mine)")
      }
    }
  }
}
