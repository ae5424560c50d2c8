// A subscript a protocol extension adds beside the conforming type's own (The Swift Programming Language,
// "Subscripts", "Protocols": protocol extensions); both are found by their labels; expectations are
// swiftc's output.
protocol AnySub { subscript(k: String) -> Int? { get set } }
struct D: AnySub {
  var dict: [String: Int] = [:]
  subscript(k: String) -> Int? { get { dict[k] } set { dict[k] = newValue } }
}
extension AnySub {
  subscript(k k: String) -> Int? { get { self[k] } set { self[k] = newValue } }
}
var d = D()
d["a"] = 1
d[k: "a"]! += 1
print(d["a"] as Any, d[k: "a"] as Any)
// What swiftc's build prints, in order:
// expect: Optional(2) Optional(2)
