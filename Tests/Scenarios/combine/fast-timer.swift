import SwiftUI
import Combine

/// A timer every frame: the view is invalidated in every tick, by work started once.
struct FastClock: View {
  @State private var frames = 0
  let timer = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect()

  var body: some View {
    Text("frames \(frames)")
      .onReceive(timer) { _ in frames += 1 }
  }
}
