import SwiftUI

// A class conforming to View: refused by name when it is shown, not rendered as nothing.
final class Panel: View {
    var body: some View { Text("panel") }
}
