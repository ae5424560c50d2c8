// A stored property whose type is inferred from a floating-point default (`var x = 0.0`) is a Double: the
// memberwise initializer takes `Point(x: 1)` as 1.0 (The Swift Programming Language, "Initialization":
// memberwise initializers); expectations are swiftc's output.
struct Point { var x = 0.0, y = 0.0 }
let p = Point(x: 1, y: 2)
print(p.x, p)
var q = Point()
q.x = 3
print(q)
// What swiftc's build prints, in order:
// expect: 1.0 Point(x: 1.0, y: 2.0)
// expect: Point(x: 3.0, y: 0.0)
