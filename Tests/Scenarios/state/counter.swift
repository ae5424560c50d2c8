import SwiftUI

struct CounterView: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Text("Count: \(count)")
      Button("Increment") {
        count += 1
      }
      Label(title: "Child")
      ChildView(title: "fixed")
    }
  }
}

struct Label: View {
  let title: String
  var body: some View { Text(title) }
}

struct ChildView: View {
  let title: String
  @State private var taps = 0

  var body: some View {
    Button("\(title) \(taps)") {
      taps += 1
    }
  }
}
