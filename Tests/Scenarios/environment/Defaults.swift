import SwiftUI

/// Built-in environment values compared with the members scripts write.
struct Adaptive: View {
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.horizontalSizeClass) var sizeClass
    @Environment(\.layoutDirection) var direction
    @Environment(\.font) var font

    var body: some View {
        VStack {
            Text(colorScheme == .light ? "Light mode" : "Dark mode")
            Text(sizeClass == .compact ? "Compact width" : "Regular width")
            Text(direction == .leftToRight ? "LTR" : "RTL")
            Text(font == nil ? "Default font" : "Custom font")
        }
    }
}

struct DarkHost: View {
    var body: some View {
        Adaptive().environment(\.colorScheme, .dark)
    }
}
