import SwiftUI

// Work a view starts in onAppear does not stop when the view goes away: a repeating timer keeps firing
// after the screen is dismissed, and each new appearance adds one more timer. Apple's Timer docs:
// "A timer ... fires until invalidated" (https://developer.apple.com/documentation/foundation/timer);
// SwiftUI cancels only `.task` work at disappearance
// (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)).

final class Ticker: ObservableObject {
  @Published var ticks = 0
  @Published var loaded = 0
}

/// Starts a repeating timer and never stops it.
struct LeakyClock: View {
  @ObservedObject var ticker: Ticker
  var body: some View {
    Text("leaky \(ticker.ticks)")
      .onAppear {
        Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { _ in
          ticker.ticks += 1
        }
      }
  }
}

/// Stops its timer when it disappears.
struct TidyClock: View {
  @ObservedObject var ticker: Ticker
  @State private var timer: Timer?
  var body: some View {
    Text("tidy \(ticker.ticks)")
      .onAppear {
        timer = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { _ in
          ticker.ticks += 1
        }
      }
      .onDisappear { timer?.invalidate() }
  }
}

/// A `.task` loop that ends when SwiftUI cancels it.
struct PollingTask: View {
  @ObservedObject var ticker: Ticker
  var body: some View {
    Text("polling \(ticker.ticks)")
      .task {
        while !Task.isCancelled {
          try? await Task.sleep(nanoseconds: 50_000_000)
          ticker.ticks += 1
        }
      }
  }
}

/// One delayed load that lands after the view left: it settles, nothing to report.
struct SlowLoad: View {
  @ObservedObject var ticker: Ticker
  var body: some View {
    Text("load \(ticker.loaded)")
      .onAppear {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
          ticker.loaded = 1
        }
      }
  }
}

/// An asyncAfter chain that schedules itself again.
struct Repeater: View {
  @ObservedObject var ticker: Ticker
  var body: some View {
    Text("repeater \(ticker.ticks)")
      .onAppear { again() }
  }

  func again() {
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) {
      ticker.ticks += 1
      again()
    }
  }
}

struct Screens: View {
  @StateObject private var ticker = Ticker()
  @State private var screen = "home"

  var body: some View {
    VStack {
      switch screen {
      case "leaky": LeakyClock(ticker: ticker)
      case "tidy": TidyClock(ticker: ticker)
      case "polling": PollingTask(ticker: ticker)
      case "slow": SlowLoad(ticker: ticker)
      case "repeater": Repeater(ticker: ticker)
      default: Text("home")
      }
      Button("Leaky") { screen = "leaky" }
      Button("Tidy") { screen = "tidy" }
      Button("Polling") { screen = "polling" }
      Button("Slow") { screen = "slow" }
      Button("Repeater") { screen = "repeater" }
      Button("Home") { screen = "home" }
    }
  }
}
