import SwiftUI

/// Two people who are each other's friend, and members of each other's circle: a cyclic object graph.
final class Person {
  var name: String
  var friend: Person?
  var circle: [Person] = []
  init(name: String) { self.name = name }
}

/// An `==` that follows the cycle never returns: the call-depth budget stops it.
final class Link: Equatable {
  var id: Int
  var next: Link?
  init(id: Int) { self.id = id }
  static func == (a: Link, b: Link) -> Bool { a.id == b.id && a.next == b.next }
}

func makePair() -> Person {
  let alice = Person(name: "Alice")
  let bob = Person(name: "Bob")
  alice.friend = bob
  bob.friend = alice
  alice.circle = [alice, bob]
  bob.circle = [bob, alice]
  return alice
}

func makeRing() -> Link {
  let one = Link(id: 1)
  let two = Link(id: 2)
  one.next = two
  two.next = one
  return one
}

let pair = makePair()
let ring = makeRing()
let otherRing = makeRing()

final class Graph: ObservableObject {
  @Published var head = pair
  @Published var steps = 0
}

/// State and a model that point into the cycle; walking it changes what is shown.
struct CycleView: View {
  @StateObject var graph = Graph()
  @State var current = pair
  var body: some View {
    VStack {
      Text("at \(current.name), friend \(current.friend!.name)")
      Text("round trip \(current.friend!.friend!.name)")
      Text("head \(graph.head.name) after \(graph.steps)")
      Button("Next") {
        current = current.friend!
        graph.head = graph.head.friend!
        graph.steps += 1
      }
    }
  }
}

/// A non-Equatable struct in @State that holds two nodes of the cycle.
struct Edge {
  var from: Person
  var to: Person
}

struct EdgeView: View {
  @State var edge = Edge(from: pair, to: pair.friend!)
  var body: some View {
    VStack {
      Text("\(edge.from.name) → \(edge.to.name)")
      Button("Flip") { edge = Edge(from: edge.to, to: edge.from) }
    }
  }
}
