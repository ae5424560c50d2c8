// A type's own `==` (The Swift Programming Language, "Protocols": Equatable) is what `contains(_:)`,
// `firstIndex(of:)` and Array's `==` use; expectations are swiftc's output.
struct Item: Equatable {
  var id: Int
  var title: String
  static func == (lhs: Item, rhs: Item) -> Bool { lhs.id == rhs.id }
}
let items = [Item(id: 1, title: "draft"), Item(id: 2, title: "final")]
print(items.contains(Item(id: 2, title: "renamed"))) // expect: true
print(items.firstIndex(of: Item(id: 2, title: "x")) ?? -1) // expect: 1
print(items.lastIndex(of: Item(id: 3, title: "final")) ?? -1) // expect: -1
print(items == [Item(id: 1, title: "a"), Item(id: 2, title: "b")]) // expect: true
print(items == [Item(id: 1, title: "draft")]) // expect: false
