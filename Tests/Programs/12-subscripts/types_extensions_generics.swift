// Subscripts on enums, in extensions of your own types, on generic types, generic subscripts, protocol
// subscript requirements and throwing getters (The Swift Programming Language, "Subscripts", "Extensions",
// "Generics"); expectations are swiftc's output.
enum Suit {
  case hearts, spades
  subscript(rank: Int) -> String { "\(rank) of \(self)" }
}
print(Suit.hearts[3], Suit.spades[10]) // expect: 3 of hearts 10 of spades
struct Playlist { var songs: [String] }
extension Playlist {
  subscript(position: Int) -> String {
    get { songs[position] }
    set { songs[position] = newValue.uppercased() }
  }
}
var playlist = Playlist(songs: ["intro", "verse"])
playlist[0] = "opening"
print(playlist[0], playlist.songs) // expect: OPENING ["OPENING", "verse"]
struct Stack<Element> { var items: [Element] = [] }
extension Stack {
  subscript(fromTop i: Int) -> Element {
    get { items[items.count - 1 - i] }
    set { items[items.count - 1 - i] = newValue }
  }
}
var stack = Stack<String>()
stack.items = ["a", "b", "c"]
stack[fromTop: 1] = "B"
print(stack[fromTop: 0], stack[fromTop: 1], stack.items) // expect: c B ["a", "B", "c"]
struct Describer {
  subscript<T>(value: T) -> String { "\(type(of: value)): \(value)" }
}
print(Describer()[42], Describer()["x"], Describer()[[1.5]]) // expect: Int: 42 String: x Array<Double>: [1.5]
protocol Indexed { subscript(i: Int) -> String { get } }
struct Letters: Indexed { subscript(i: Int) -> String { ["A", "B", "C", "D"][i % 4] } }
func show(_ x: some Indexed) { print(x[0], x[2]) }
show(Letters()) // expect: A C
let indexed: any Indexed = Letters()
print(indexed[5]) // expect: B
class Shelf { subscript(slot: Int) -> String { "shelf slot \(slot)" } }
class Fridge: Shelf { override subscript(slot: Int) -> String { "fridge slot \(slot)" } }
let storage: [Shelf] = [Shelf(), Fridge()]
print(storage.map { $0[2] }) // expect: ["shelf slot 2", "fridge slot 2"]
enum PageError: Error { case missing(Int) }
struct Document {
  var pages = ["cover", "body"]
  subscript(page: Int) -> String {
    get throws {
      guard pages.indices.contains(page) else { throw PageError.missing(page) }
      return pages[page]
    }
  }
}
let doc = Document()
do {
  print(try doc[1]) // expect: body
  print(try doc[5])
} catch {
  print("error:", error) // expect: error: missing(5)
}
struct Celsius {
  var degrees: Double
  subscript(unit: String) -> Double { unit == "F" ? degrees * 9 / 5 + 32 : degrees }
}
print(Celsius(degrees: 100)["F"], Celsius(degrees: 100)["C"]) // expect: 212.0 100.0
