import SwiftUI

/// A modifier without inputs: its body runs once; the content it wraps still follows the parent.
struct CardStyle: ViewModifier {
    func body(content: Content) -> some View {
        content.padding().background(Color.white)
    }
}

/// A modifier with state of its own: the wrapped content shows only while it is open.
struct Collapsible: ViewModifier {
    @State private var open = false
    let title: String

    func body(content: Content) -> some View {
        VStack {
            Button(open ? "Hide \(title)" : "Show \(title)") { open.toggle() }
            if open { content }
        }
        .onAppear { print("\(title) appeared") }
    }
}

extension View {
    func cardStyle() -> some View { modifier(CardStyle()) }
    func collapsible(_ title: String) -> some View { modifier(Collapsible(title: title)) }
}

/// A view type's own extension reaches the modifiers without `self.` too.
struct Boxed: ViewModifier {
    func body(content: Content) -> some View { content.border(Color.gray) }
}

extension Text {
    func boxed() -> some View { modifier(Boxed()) }
}

struct InboxView: View {
    @State private var unread = 1

    var body: some View {
        VStack {
            Text("unread \(unread)").cardStyle()
            Text("details \(unread)").collapsible("Details")
            Button("More") { unread += 1 }
            Text("boxed").boxed()
        }
    }
}
