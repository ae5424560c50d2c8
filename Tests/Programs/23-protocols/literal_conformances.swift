// A literal whose contextual type adopts an `ExpressibleBy…Literal` protocol is built by that type's
// initializer (The Swift Programming Language, "Protocols"; the standard library's literal protocols):
// declarations, defaults, arguments, collection elements, Optional, `==` against a literal, string
// interpolation with the default interpolation, arrays and dictionaries; expectations are swiftc's output.
struct Tag: ExpressibleByStringLiteral, CustomStringConvertible, Equatable {
    let name: String
    init(stringLiteral value: String) { name = value.uppercased() }
    var description: String { "#" + name }
}
let tag: Tag = "swift"
print(tag)
func show(_ tag: Tag) { print("tag", tag) }
show("ui")
let tags: [Tag] = ["a", "b"]
print(tags)
let maybe: Tag? = "opt"
print(maybe as Any)
struct Post { var tag: Tag = "news" }
print(Post().tag, Post().tag == "news", "NEWS" == Post().tag)
struct Path: ExpressibleByStringInterpolation, CustomStringConvertible {
    var raw: String
    init(stringLiteral value: String) { raw = value }
    var description: String { "Path(\(raw))" }
}
let id = 42
let path: Path = "/users/\(id)"
print(path)
struct Meters: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    var value: Double
    init(integerLiteral value: Int) { self.value = Double(value) }
    init(floatLiteral value: Double) { self.value = value }
}
let three: Meters = 3
let half: Meters = 0.5
let below: Meters = -4
print(three.value, half.value, below.value)
struct Stack: ExpressibleByArrayLiteral {
    var items: [Int]
    init(arrayLiteral elements: Int...) { items = elements.reversed() }
}
let stack: Stack = [1, 2, 3]
let empty: Stack = []
print(stack.items, empty.items)
struct Headers: ExpressibleByDictionaryLiteral {
    var lines: [String]
    init(dictionaryLiteral elements: (String, Int)...) { lines = elements.map { "\($0.0)=\($0.1)" } }
}
let headers: Headers = ["a": 1, "b": 2]
print(headers.lines)
struct Flag: ExpressibleByBooleanLiteral {
    var off: Bool
    init(booleanLiteral value: Bool) { off = !value }
}
let flag: Flag = true
print(flag.off)
class Amount: ExpressibleByFloatLiteral {
    required init(floatLiteral: Float) { print("Amount(\(floatLiteral))") }
    func identify() { print("Amount") }
}
class Price: Amount {
    override func identify() { print("Price") }
}
let price: Price = 1.5
price.identify()
// What swiftc's build prints, in order:
// expect: #SWIFT
// expect: tag #UI
// expect: [#A, #B]
// expect: Optional(#OPT)
// expect: #NEWS true true
// expect: Path(/users/42)
// expect: 3.0 0.5 -4.0
// expect: [3, 2, 1] []
// expect: ["a=1", "b=2"]
// expect: false
// expect: Amount(1.5)
// expect: Price
