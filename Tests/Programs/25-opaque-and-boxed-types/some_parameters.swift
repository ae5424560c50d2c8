// `some P` parameters, `[some P]`, `some P & Q`, and opening an `any P` value by passing it to a generic
// or `some` parameter (The Swift Programming Language, "Opaque and Boxed Protocol Types"); expectations
// are swiftc's output.
protocol Titled { var title: String { get } }
protocol Rated { var stars: Int { get } }
struct Movie: Titled, Rated { var title: String; var stars: Int }
struct Song: Titled { var title: String }
func heading(_ item: some Titled) -> String { item.title.uppercased() }
print(heading(Movie(title: "Up", stars: 5)), heading(Song(title: "Blue"))) // expect: UP BLUE
func titles(_ items: [some Titled]) -> String { items.map(\.title).joined(separator: ", ") }
print(titles([Song(title: "A"), Song(title: "B")])) // expect: A, B
func review(_ item: some Titled & Rated) -> String {
  item.title + " " + String(repeating: "*", count: item.stars)
}
print(review(Movie(title: "Cars", stars: 3))) // expect: Cars ***
func total(_ values: some Sequence<Int>) -> Int { values.reduce(0, +) }
print(total([1, 2, 3]), total(1...4), total(Set([10]))) // expect: 6 10 10
func kind<T: Titled>(of item: T) -> String { "\(T.self): \(item.title)" }
let boxed: any Titled = Movie(title: "Heat", stars: 4)
print(kind(of: boxed)) // expect: Movie: Heat
print(heading(boxed)) // expect: HEAT
let library: [any Titled] = [Song(title: "One"), Movie(title: "Two", stars: 2)]
print(library.map { kind(of: $0) }) // expect: ["Song: One", "Movie: Two"]
print(library.map { heading($0) }) // expect: ["ONE", "TWO"]
let rated: any Titled & Rated = Movie(title: "Jaws", stars: 4)
print(review(rated)) // expect: Jaws ****
func describe(_ value: some CustomStringConvertible) -> String { "<\(value.description)>" }
print(describe(42), describe(1.5), describe("hi")) // expect: <42> <1.5> <hi>
func larger(_ a: some Comparable, _ b: some Comparable) -> String { "\(a) vs \(b)" }
print(larger(1, "x")) // expect: 1 vs x
func maxOf<T: Comparable>(_ items: [T]) -> T? { items.max() }
print(maxOf([3, 9, 2]) as Any, maxOf(["pear", "fig"]) as Any) // expect: Optional(9) Optional("pear")
func same<T: Equatable>(_ a: T, _ b: any Equatable) -> Bool { (b as? T) == a }
let code: any Equatable = 404
print(same(code, 404), same(code, "404")) // expect: true false
func bestStars(_ items: some Collection<some Rated>) -> Int { items.map(\.stars).max() ?? 0 }
print(bestStars([Movie(title: "a", stars: 2), Movie(title: "b", stars: 5)])) // expect: 5
func inspect(_ item: inout some Titled, _ check: (String) -> Bool) { print(check(item.title)) }
var song = Song(title: "Hey")
inspect(&song) { $0.hasPrefix("H") } // expect: true
func maybeMovie(_ found: Bool) -> (some Rated)? { found ? Movie(title: "Up", stars: 4) : nil }
print(maybeMovie(true)?.stars as Any, maybeMovie(false)?.stars as Any) // expect: Optional(4) nil
