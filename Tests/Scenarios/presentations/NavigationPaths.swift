import SwiftUI

/// A stack bound to a `NavigationPath` its owner never reads in `body`: pushes and pops come from
/// links, from code appending to the path, and from resetting it.
struct NumberPage: View {
    let number: Int
    @Binding var path: NavigationPath

    var body: some View {
        VStack {
            Text("Number \(number)")
            NavigationLink("Next", value: number + 1)
            Button("Skip ahead") { path.append(number + 10) }
            Button("Back") { path.removeLast() }
            Button("Home") { path = NavigationPath() }
        }
    }
}

struct PathHome: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            NumberPage(number: 0, path: $path)
                .navigationDestination(for: Int.self) { n in
                    NumberPage(number: n, path: $path)
                }
        }
    }
}
