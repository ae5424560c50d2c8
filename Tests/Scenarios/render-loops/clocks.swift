import Combine
import SwiftUI

/// A per-frame clock: a loop started once, when the view appears.
struct TaskClock: View {
  @State var t = 0
  var body: some View {
    Text("task \(t)")
      .task { while !Task.isCancelled { try? await Task.sleep(nanoseconds: 16_000_000); t += 1 } }
  }
}

/// A repeating timer started in onAppear, firing every frame.
struct TimerClock: View {
  @State var t = 0
  var body: some View {
    Text("timer \(t)")
      .onAppear { Timer.scheduledTimer(withTimeInterval: 1.0 / 60, repeats: true) { _ in t += 1 } }
  }
}

/// A timer publisher received every frame.
struct ReceiveClock: View {
  @State var t = 0
  let frames = Timer.publish(every: 1.0 / 60, on: .main, in: .common).autoconnect()
  var body: some View {
    Text("receive \(t)")
      .onReceive(frames) { _ in t += 1 }
  }
}

/// Polling by a block that schedules itself again: started once, in onAppear.
struct Poller: View {
  @State var t = 0
  func poll() {
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) {
      t += 1
      poll()
    }
  }
  var body: some View {
    Text("poll \(t)")
      .onAppear { poll() }
  }
}

/// `.task(id:)` whose own write changes its id: every update restarts it, and the restart writes again.
struct IdLooper: View {
  @State var n = 0
  var body: some View {
    Text("id \(n)")
      .task(id: n) { n += 1 }
  }
}

/// The same with a frame's sleep before the write.
struct SleepingIdLooper: View {
  @State var n = 0
  var body: some View {
    Text("id \(n)")
      .task(id: n) {
        try? await Task.sleep(nanoseconds: 16_000_000)
        n += 1
      }
  }
}

/// An onChange whose write is relayed by a timer and then the main queue: still rooted in the onChange.
struct RelayLooper: View {
  @State var n = 0
  var body: some View {
    Text("relay \(n)")
      .onChange(of: n) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) { DispatchQueue.main.async { n += 1 } }
      }
      .onAppear { n = 1 }
  }
}

/// A clock and a render loop in one view: the clock's writes neither hide nor make the loop.
struct BusyLooper: View {
  @State var t = 0
  @State var n = 0
  var body: some View {
    Text("busy \(t) \(n)")
      .task { while !Task.isCancelled { try? await Task.sleep(nanoseconds: 16_000_000); t += 1 } }
      .onChange(of: n) { DispatchQueue.main.async { n += 1 } }
      .onAppear { n = 1 }
  }
}
