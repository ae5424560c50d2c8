// Integer literals take the type their context gives them (The Swift Programming Language, "Basics":
// type inference of numeric literals); each expectation is what swiftc's build of this file prints.
let y: Double = 7 / 2
print(y) // expect: 3.5
let z: Double = 1 + 2 / 4
print(z) // expect: 1.5
let f: Float = 1 / 3
print(f) // expect: 0.33333334
var a: Double
a = 3
print(a) // expect: 3.0
let d: [String: Double] = ["k": 4]
print(d) // expect: ["k": 4.0]
let t: (Double, Int) = (6, 7)
print(t) // expect: (6.0, 7)
enum Payload { case a(Double) }
print(Payload.a(10)) // expect: a(10.0)
let mixed = [1, 2.5]
print(mixed) // expect: [1.0, 2.5]
let either = true ? 1 : 2.5
print(either) // expect: 1.0
let x = 10.0
print(x / 4, 3 / x, -2 * x) // expect: 2.5 0.3 -20.0
func half(_ v: Double) -> Double { v / 2 }
print(half(1 / 2)) // expect: 0.25
struct Point { var x: Double; var y: Double = 1 / 4 }
print(Point(x: 3 / 2)) // expect: Point(x: 1.5, y: 0.25)
let point = Point(x: 1)
print(point.x / 4, point.y * 2) // expect: 0.25 0.5
var doubles: [Double] = []
doubles.append(3)
doubles += [4]
print(doubles) // expect: [3.0, 4.0]
print(min(1, 2.5), max(2, 1.5)) // expect: 1.0 2.0
print(Double(7 / 2)) // expect: 3.0
var total = 0.0
total += 1
print(total) // expect: 1.0
let ratio: Float = 2
print(ratio / 3) // expect: 0.6666667
