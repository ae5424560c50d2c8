// Delegating initializers, conformances added by extensions of builtin types, weak stored properties in
// memberwise initializers, type aliases, nested generic types, operators as functions (The Swift Programming
// Language, "Initialization", "Extensions", "Generics"); expectations are swiftc's output.
class Temp {
  var celsius: Double
  init(celsius: Double) { self.celsius = celsius }
  convenience init(fahrenheit: Double) { self.init(celsius: (fahrenheit - 32) / 1.8) }
  convenience init() { self.init(celsius: 20) }
}
print(Temp(fahrenheit: 212).celsius, Temp().celsius)
struct Pt { var x: Int; var y: Int
  init(x: Int, y: Int) { self.x = x; self.y = y }
  init(both: Int) { self.init(x: both, y: both) }
}
print(Pt(both: 3))
protocol Describable { func describe() -> String }
extension Int: Describable { func describe() -> String { "int \(self)" } }
let any: Any = 5
print((any as? Describable)?.describe() as Any, any is Describable, "x" is Describable)
class Node { weak var parent: Node?; var name: String; init(name: String) { self.name = name } }
struct Holder { weak var node: Node?; var tag: Int }
let node1 = Node(name: "n")
print(Holder(node: node1, tag: 1).tag, Holder(node: node1, tag: 2).node?.name as Any)
typealias Pair = (Int, Int)
let p: Pair = (1, 2)
print(p)
struct Box<T> { var v: T }
typealias IntBox = Box<Int>
print(IntBox(v: 3), type(of: IntBox(v: 3)))
struct Outer<A> { struct Inner<B> { var a: A; var b: B } }
print(Outer<Int>.Inner<String>(a: 1, b: "s"))
let op: (Int, Int) -> Int = (+)
print(op(2, 3), [1, 2, 3].reduce(0, +), [3, 1, 2].sorted(by: >))
struct S { func `subscript`(_ i: Int) -> Int { i * 2 } }
print(S().subscript(4))
typealias Money = Double
let m: Money = 3
struct Acct { var bal: Money = 0; typealias Rate = Float; var r: Rate = 1 }
func f(_ x: Money) -> Money { x / 2 }
print(m, Acct(), f(1))

// What swiftc's build prints, in order:
// expect: 100.0 20.0
// expect: Pt(x: 3, y: 3)
// expect: Optional("int 5") true false
// expect: 1 Optional("n")
// expect: (1, 2)
// expect: Box<Int>(v: 3) Box<Int>
// expect: Inner<String>(a: 1, b: "s")
// expect: 5 6 [3, 2, 1]
// expect: 8
// expect: 3.0 Acct(bal: 0.0, r: 1.0) 0.5
