import SwiftUI

// A global counter the body shows, bumped with `+=` from a button: nothing tells the view, so the screen
// keeps the old count (SEMANTICS §12.6). The compound assignment is a write like `taps = taps + 1`.
var taps = 0

struct Tapper: View {
    var body: some View {
        VStack {
            Text("taps \(taps)")
            Button("Tap") { taps += 1 }
        }
    }
}
