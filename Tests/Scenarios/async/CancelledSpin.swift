import SwiftUI

final class Ticks: ObservableObject { @Published var count = 0 }

/// `try?` swallows the CancellationError a cancelled task's sleep throws: after the view leaves, the
/// loop never suspends again.
struct SwallowingLoop: View {
    @ObservedObject var ticks: Ticks
    var body: some View {
        Text("ticks \(ticks.count)")
            .task {
                var polls = 0
                while true {
                    try? await Task.sleep(nanoseconds: 100_000_000)
                    polls += 1
                }
            }
    }
}

/// The same loop, ended by cancellation.
struct CheckingLoop: View {
    @ObservedObject var ticks: Ticks
    var body: some View {
        Text("ticks \(ticks.count)")
            .task {
                while !Task.isCancelled {
                    try? await Task.sleep(nanoseconds: 100_000_000)
                    ticks.count += 1
                }
            }
    }
}

struct LoopHost: View {
    @StateObject private var ticks = Ticks()
    @State private var shown = true
    let checks: Bool
    var body: some View {
        VStack {
            Button("Hide") { shown = false }
            if shown {
                if checks { CheckingLoop(ticks: ticks) } else { SwallowingLoop(ticks: ticks) }
            }
        }
    }
}
