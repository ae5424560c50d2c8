// Overloads chosen by argument types, as Swift ranks them (The Swift Programming Language, "Functions",
// "Initialization", "Inheritance"); expectations are swiftc's output.
func f(_ x: Int) -> String { "int" }
func f(_ x: Double) -> String { "double" }
func f(_ x: String) -> String { "string" }
print(f(1), f(2.5), f("a"), f(Double(3)))
struct Foo { var n = 1 }
func print(_ x: Foo) { Swift.print("Foo!", x.n) }
print(Foo())
print("plain", 2)
func g(_ x: Double) -> Double { x / 2 }
func g(_ s: String) -> String { s + s }
print(g(1), g("ab"))
class Animal {}
class Dog: Animal {}
func h(_ a: Animal) -> String { "animal" }
func h(_ d: Dog) -> String { "dog" }
let pet: Animal = Dog()
print(h(Dog()), h(pet), h(Animal()))
func k(_ x: Int?) -> String { "optional" }
func k(_ x: Int) -> String { "plain" }
let maybe: Int? = 3
print(k(3), k(maybe))
struct Formatter {
  func show(_ x: Int) -> String { "int \(x)" }
  func show(_ x: String) -> String { "string \(x)" }
  func show(_ x: Double) -> String { "double \(x)" }
  func both() -> String { show(1) + ", " + show("a") }
  static func make(_ x: Int) -> Formatter { Formatter() }
  static func make(_ s: String) -> Formatter { Formatter() }
}
let fmt = Formatter()
print(fmt.show(1), fmt.show("b"), fmt.show(2.5), fmt.both())
struct Point {
  var x: Double
  init(x: Double) { self.x = x }
  init(x: String) { self.x = Double(x) ?? -1 }
  init(_ pair: (Int, Int)) { self.x = Double(pair.0 + pair.1) }
}
print(Point(x: 1).x, Point(x: "2.5").x, Point((1, 2)).x)
class Base { func greet(_ n: Int) -> String { "base int" }; func greet(_ s: String) -> String { "base string" } }
class Derived: Base { override func greet(_ s: String) -> String { "derived string" } }
let base: Base = Derived()
print(base.greet(1), base.greet("x"))

// What swiftc's build prints, in order:
// expect: int double string double
// expect: Foo! 1
// expect: plain 2
// expect: 0.5 abab
// expect: dog animal animal
// expect: plain optional
// expect: int 1 string b double 2.5 int 1, string a
// expect: 1.0 2.5 3.0
// expect: base int derived string
