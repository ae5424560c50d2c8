import SwiftUI

struct Fruit: Hashable {
  let name: String
}

struct DetailView: View {
  @Environment(\.dismiss) var dismiss
  let fruit: Fruit
  @State var likes = 0

  var body: some View {
    VStack {
      Text("\(fruit.name), \(likes) likes")
      Button("Like") { likes += 1 }
      Button("Back to list") { dismiss() }
    }
  }
}

/// Links with a destination view, links with a value shown by `navigationDestination(for:)`, and a stack
/// bound to a path array (Apple's NavigationStack documentation).
struct NavigationRootView: View {
  @State var path: [Fruit] = []
  let fruits = [Fruit(name: "Apple"), Fruit(name: "Pear")]

  var body: some View {
    NavigationStack(path: $path) {
      List {
        ForEach(fruits, id: \.name) { fruit in
          NavigationLink(fruit.name, value: fruit)
        }
        NavigationLink("About") {
          Text("About this app")
        }
      }
      .navigationDestination(for: Fruit.self) { fruit in
        DetailView(fruit: fruit)
      }
      .navigationTitle("Fruits \(path.count)")
    }
  }
}
