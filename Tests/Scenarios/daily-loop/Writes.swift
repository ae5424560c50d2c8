import SwiftUI

/// Writes that SwiftUI warns about; each warning must name the line that wrote, not the declaration.
final class Feed: ObservableObject {
  @Published var items: [Int] = []

  func load() {
    DispatchQueue.global().async {
      self.items = [1]
    }
  }
}

struct Greedy: View {
  @State private var renders = 0

  var body: some View {
    bump()
    return Text("renders \(renders)")
  }

  func bump() {
    renders += 1
  }
}

struct Stamp: DynamicProperty {
  @State var stamped = 0

  func update() {
    stamped = 5
  }
}

struct Loader: View {
  var stamp = Stamp()
  @StateObject var feed = Feed()

  var body: some View {
    Text("items \(feed.items.count)").onAppear { feed.load() }
  }
}
