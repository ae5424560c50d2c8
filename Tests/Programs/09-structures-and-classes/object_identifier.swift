// `ObjectIdentifier` tells instances and types apart: equal for the same instance or type, usable as
// a dictionary key and in `hash(into:)` of a class. (Swift prints it with an address; here a stable number.)
final class Node: Hashable {
  let name: String
  init(_ name: String) { self.name = name }
  static func == (a: Node, b: Node) -> Bool { a === b }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
let a = Node("a"), b = Node("b")
let nodes: Set<Node> = [a, b, a]
print(nodes.count, nodes.contains(a)) // expect: 2 true
print(ObjectIdentifier(a) == ObjectIdentifier(a), ObjectIdentifier(a) == ObjectIdentifier(b)) // expect: true false
var names: [ObjectIdentifier: String] = [:]
names[ObjectIdentifier(a)] = "A"
print(names[ObjectIdentifier(a)] ?? "-", names[ObjectIdentifier(b)] ?? "-") // expect: A -
print(ObjectIdentifier(Node.self) == ObjectIdentifier(Node.self), ObjectIdentifier(Int.self) == ObjectIdentifier(String.self)) // expect: true false
print("\(ObjectIdentifier(a))".hasPrefix("ObjectIdentifier(0x")) // expect: true
