// run: exec (prints pieces with `terminator: ""`, which only the whole stdout joins; ExecProgramTests runs it)
// A class may inherit from a class nested in a generic type (`Outer<Y>.Inner<X>`), override its methods
// and call `super`; `Swift.print` names the standard library's function inside `extension Int`.
protocol Printable { func show() }
extension Int: Printable {
  func show() { Swift.print(self, terminator: "") }
}
extension String: Printable {
  func show() { Swift.print(self, terminator: "") }
}
struct Outer<T: Printable> {
  class Inner<U: Printable> {
    let u: U
    init(u: U) { self.u = u }
    func both(t: T) {
      t.show()
      print(" ", terminator: "")
      u.show()
      print()
    }
  }
}
class Sub<X: Printable, Y: Printable>: Outer<Y>.Inner<X> {
  override func both(t: Y) {
    print("override ", terminator: "")
    super.both(t: t)
  }
}
Sub<String, Int>(u: "two").both(t: 1) // expect: override 1 two
Outer<Int>.Inner<String>(u: "x").both(t: 2) // expect: 2 x
