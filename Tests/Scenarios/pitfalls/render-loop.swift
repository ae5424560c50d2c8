import SwiftUI

struct Ticker: View {
  @State private var value = 0

  var body: some View {
    Text("value \(value)")
      .onChange(of: value) { _, new in
        DispatchQueue.main.async {
          value = new + 1
        }
      }
      .onAppear { value = 1 }
  }
}

struct Poller: View {
  @State private var polls = 0

  var body: some View {
    Button("Poll \(polls)") { polls += 1 }
  }
}
