// An associated type's default (`associatedtype Storage = [Element]`) is the type a conforming type gets
// when it names none itself; the most refined protocol's default wins, and `Self` is the conforming type.
struct Wrapper<T> { var items: [Int] = [] }
struct Tagged<T> {}

protocol Container {
  associatedtype Storage = [Int]
  associatedtype Tag = Tagged<Self>
}
protocol SortedContainer: Container {
  associatedtype Tag = Wrapper<Self>
}

struct Bag: Container {}
struct Deck: SortedContainer {}
struct Shelf: Container {
  typealias Storage = Set<String>
  struct Tag {}
}
struct Row { typealias Cell = Double }

print(Bag.Storage.self, Bag.Tag.self)
print(Deck.Tag.self, Deck.Tag())
print(Shelf.Storage.self, Shelf.Tag.self, Row.Cell.self)
let made = Bag.Tag()
print(made, Bag.Storage(repeating: 7, count: 2))
// expect: Array<Int> Tagged<Bag>
// expect: Wrapper<Deck> Wrapper<Deck>(items: [])
// expect: Set<String> Tag Double
// expect: Tagged<Bag>() [7, 7]
