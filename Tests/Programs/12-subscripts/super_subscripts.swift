// An override reaches the superclass's subscript through `super[…]`, an instance subscript and a
// `class subscript` alike; the call does not dispatch back to the override.
class Shelf {
  subscript(i: Int) -> String { "shelf \(i)" }
  class subscript(kind k: Int) -> String { "Shelf.kind(\(k))" }
}
class Drawer: Shelf {
  override subscript(i: Int) -> String { "drawer over " + super[i * 10] }
  override class subscript(kind k: Int) -> String { "\(super[kind: -k]) Drawer.kind(\(k))" }
}
class Box: Drawer {}
print(Drawer()[2]) // expect: drawer over shelf 20
print(Drawer.self[kind: 3]) // expect: Shelf.kind(-3) Drawer.kind(3)
let box = Box.self
print(box[kind: 1], Shelf.self[kind: 1]) // expect: Shelf.kind(-1) Drawer.kind(1) Shelf.kind(1)
let s: Shelf = Box()
print(s[4]) // expect: drawer over shelf 40
