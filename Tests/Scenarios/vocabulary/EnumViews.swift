import SwiftUI

// An enum can be a view: its body switches over `self` (the shape public apps use for a result screen).
// It has no stored properties, so SwiftUI compares it by case and payload (SEMANTICS §12.3): the body
// re-runs only when the parent hands it a different value.
enum ResultView: View {
    case success(String)
    case failure

    var body: some View {
        switch self {
        case .success(let name): Text("Welcome \(name)")
        case .failure: Text("Sign-in failed")
        }
    }
}

// A body with an explicit `return` is an ordinary function body: Swift applies no result builder to it.
enum Badge: View {
    case count(Int)
    case hidden

    var body: some View {
        Self._printChanges()
        switch self {
        case .count(let n): return AnyView(Text("\(n) new"))
        case .hidden: return AnyView(EmptyView())
        }
    }
}

// An enum can be a ViewModifier too.
enum Emphasis: ViewModifier {
    case loud, quiet

    func body(content: Content) -> some View {
        HStack {
            content
            Text(self == .loud ? "(!)" : "(.)")
        }
    }
}

struct SignIn: View {
    @State var signedIn = true
    @State var unread = 0
    @State var other = 0

    var body: some View {
        VStack {
            if signedIn { ResultView.success("Ann") } else { ResultView.failure }
            Badge.count(unread / 2).padding()
            Text("Inbox").modifier(Emphasis.loud)
            Button("Sign out") { signedIn = false }
            Button("Receive") { unread += 1 }
            Button("Other \(other)") { other += 1 }
        }
    }
}
