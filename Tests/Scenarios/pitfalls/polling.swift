import SwiftUI

struct Clock: View {
  @State private var seconds = 0
  @State private var timer: Timer?

  var body: some View {
    Text("elapsed \(seconds)")
      .onAppear {
        timer = Timer.scheduledTimer(withTimeInterval: 1.0 / 60.0, repeats: true) { _ in
          seconds += 1
        }
      }
  }
}
