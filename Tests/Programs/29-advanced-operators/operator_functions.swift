// Custom prefix operators, one infix operator declared by two types (each operand type finds its own), and
// a compound assignment operator declared without its binary operator (The Swift Programming Language,
// "Advanced Operators"); expectations are swiftc's output.
import Foundation

prefix operator √
prefix func √ (x: Double) -> Double { x.squareRoot() }
infix operator <~>
struct Meters { var value: Double
  static func <~> (a: Meters, b: Meters) -> Bool { abs(a.value - b.value) < 1 }
  static func += (a: inout Meters, b: Double) { a.value += b }
}
struct Label { var text: String
  static func <~> (a: Label, b: Label) -> Bool { a.text.lowercased() == b.text.lowercased() }
}
print(√16.0, √2.25 + 1) // expect: 4.0 2.5
print(Meters(value: 3) <~> Meters(value: 3.5), Label(text: "Hi") <~> Label(text: "hI"), Label(text: "a") <~> Label(text: "b")) // expect: true true false
var m = Meters(value: 1)
m += 2.5
print(m.value) // expect: 3.5
