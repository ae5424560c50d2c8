import SwiftUI

// Terminal control sequences in script strings: they must be shown escaped, never sent to the terminal.
let red = "\u{1B}[31mred\u{1B}[0m"

func wipe() { fatalError("\u{1B}[2J\u{1B}[Hscreen wiped") }

struct Shouty: View {
  @State var title = "\u{1B}]0;window title\u{07}plain"
  var body: some View {
    VStack {
      Text(red)
      Text(title)
      Button("\u{1B}[5mBlink") {
        print("\u{1B}[31mred")
        title = "\u{9B}31mC1 CSI\r\u{8}"
      }
    }
  }
}
