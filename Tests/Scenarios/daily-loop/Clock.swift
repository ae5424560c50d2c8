import SwiftUI

/// A clock that ticks once a second (every 60 frames): most frames nothing runs.
struct ClockView: View {
  @State var seconds = 0

  var body: some View {
    Text("\(seconds) s")
      .onAppear {
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in seconds += 1 }
      }
  }
}
