import SwiftUI

/// The counter of the daily-loop scenarios: a button that counts and one that reads past the end.
struct CounterView: View {
  @State var count = 0
  @State var title: String? = nil
  let items = [1, 2]

  var body: some View {
    VStack {
      Text("Count: \(count)")
      Button("+") { count += 1 }
      Button("Crash") { print(items[5]) }
    }
  }
}
