import SwiftUI

// A stopwatch whose @State timer is replaced by a faster one (from a public stopwatch app): onReceive
// ends the old subscription and subscribes to the new publisher; re-running the body with the same
// timer keeps the subscription.
struct Ticker: View {
    @State private var timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var count = 0
    @State private var label = "slow"

    var body: some View {
        VStack {
            Text("count \(count) \(label)")
            Button("Fast") {
                label = "fast"
                timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()
            }
        }
        .onReceive(timer) { _ in count += 1 }
    }
}
