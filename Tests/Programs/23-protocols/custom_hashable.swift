// A type's own == (and the hash(into:) that agrees with it) decides what a Set or a Dictionary key counts
// as the same element (The Swift Programming Language, "Protocols": Hashable); expectations are swiftc's
// output.
struct Item: Hashable {
  var id: Int
  var title: String
  static func == (lhs: Item, rhs: Item) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
var picked: Set<Item> = [Item(id: 1, title: "a"), Item(id: 1, title: "b"), Item(id: 2, title: "c")]
print(picked.count, picked.contains(Item(id: 2, title: "zzz")))
let inserted = picked.insert(Item(id: 2, title: "again")).inserted
print(inserted, picked.count)
var titles: [Item: String] = [:]
titles[Item(id: 5, title: "x")] = "first"
titles[Item(id: 5, title: "y")] = "second"
print(titles.count, titles[Item(id: 5, title: "")] ?? "none")
print(Set([Item(id: 3, title: "p"), Item(id: 3, title: "q")]).count)
// What swiftc's build prints, in order:
// expect: 2 true
// expect: false 2
// expect: 1 second
// expect: 1
