// `c.p.x = 5` through a computed property of a value type reads the getter once, then calls the setter
// (also a protocol extension's `nonmutating set`); a nested enum's case assigned from outside its type.
struct Point { var x = 1 }
class Canvas {
  var origin: Point {
    get { print("get"); return Point() }
    set { print("set \(newValue.x)") }
  }
}
protocol Movable {}
extension Movable {
  var anchor: Point {
    get { print("anchor get"); return Point() }
    nonmutating set { print("anchor set \(newValue.x)") }
  }
}
extension Canvas: Movable {}
let canvas = Canvas()
canvas.origin.x = 5
// expect: get
// expect: set 5
canvas.anchor.x = 6
// expect: anchor get
// expect: anchor set 6
class Machine {
  enum State { case idle, running }
  var state: State = .idle { didSet { print("now \(state)") } }
}
let machine = Machine()
machine.state = .running // expect: now running
