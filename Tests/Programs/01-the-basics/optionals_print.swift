// Optional is a wrapper that prints as one (The Swift Programming Language, "Basics": Optionals);
// each expectation is what swiftc's build of this file prints.
let o: Int? = 3
print(o as Any) // expect: Optional(3)
print("\(o as Any)") // expect: Optional(3)
print("\(String(describing: o))") // expect: Optional(3)
let oo: Int?? = 4
print(oo as Any) // expect: Optional(Optional(4))
print([1, nil] as [Int?]) // expect: [Optional(1), nil]
print([1: "a"][1] as Any) // expect: Optional("a")
print(String(describing: Optional(3))) // expect: Optional(3)
let iuo: Int! = 2
print(iuo as Any) // expect: Optional(2)
let none: String? = nil
print(none as Any, none ?? "fallback") // expect: nil fallback
struct Box { var value: Int?; var label: String? }
print(Box(value: 1, label: nil)) // expect: Box(value: Optional(1), label: nil)
let nested: [String: Int?] = ["a": 1, "b": nil]
print(nested["a"] as Any, nested["b"] as Any, nested["c"] as Any) // expect: Optional(Optional(1)) Optional(nil) nil
if let v = o { print(v) } // expect: 3
print(o.map { $0 * 2 } as Any) // expect: Optional(6)
print(o.flatMap { $0 > 2 ? "big" : nil } as Any) // expect: Optional("big")
print(Int("42") as Any, Int("x") as Any, Double("1.5") as Any) // expect: Optional(42) nil Optional(1.5)
print([3, 1].first as Any, [Int]().last as Any) // expect: Optional(3) nil
var counts: [String: Int] = [:]
counts["a", default: 0] += 1
counts["b"] = 5
counts["b"]? += 1
print(counts.sorted { $0.key < $1.key }) // expect: [(key: "a", value: 1), (key: "b", value: 6)]
print(counts["a"] == 1, counts["z"] == nil) // expect: true true
let values = ["1", "x", "3"].compactMap { Int($0) }
print(values) // expect: [1, 3]
enum Kind: String { case small, large }
print(Kind(rawValue: "small") as Any, Kind(rawValue: "huge") as Any) // expect: Optional(optionals_print.Kind.small) nil
let maybeKind: Kind? = .large
print(maybeKind as Any, maybeKind == .large) // expect: Optional(optionals_print.Kind.large) true
class Node { var next: Node?; var name = "n" }
let head = Node()
print(head.next?.name as Any, head.next == nil) // expect: nil true
head.next = Node()
print(head.next?.name as Any) // expect: Optional("n")
let text: String? = "hi"
print(text?.count as Any, text!.uppercased()) // expect: Optional(2) HI
