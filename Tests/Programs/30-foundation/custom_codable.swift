// run: exec (needs the host's Foundation pieces; ExecProgramTests runs it)
// A type's own `encode(to:)` and `init(from:)` run inside JSONEncoder and JSONDecoder: keyed, unkeyed and
// single-value containers, `CodingKeys` raw values, `encodeIfPresent`/`decodeIfPresent`, and
// Foundation's errors (a missing key, a top-level value that encodes nothing).
import Foundation

struct Point: Codable {
  var x: Int
  var y: Int
  var label: String?
  enum CodingKeys: String, CodingKey { case x = "X", y, label }
  init(x: Int, y: Int, label: String?) { (self.x, self.y, self.label) = (x, y, label) }
  init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    x = try c.decode(Int.self, forKey: .x)
    y = try c.decode(Int.self, forKey: .y) * 2
    label = try c.decodeIfPresent(String.self, forKey: .label)
  }
  func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(x * 10, forKey: .x)
    try c.encode(y, forKey: .y)
    try c.encodeIfPresent(label, forKey: .label)
  }
}
struct Pair: Codable {
  var a: Int, b: Int
  init(a: Int, b: Int) { (self.a, self.b) = (a, b) }
  init(from decoder: Decoder) throws {
    var c = try decoder.unkeyedContainer()
    a = try c.decode(Int.self)
    b = try c.decode(Int.self)
  }
  func encode(to encoder: Encoder) throws {
    var c = encoder.unkeyedContainer()
    try c.encode(a)
    try c.encode(b)
  }
}
struct Celsius: Codable {
  var degrees: Double
  init(degrees: Double) { self.degrees = degrees }
  init(from decoder: Decoder) throws { degrees = try decoder.singleValueContainer().decode(Double.self) }
  func encode(to encoder: Encoder) throws {
    var c = encoder.singleValueContainer()
    try c.encode(degrees)
  }
}
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
func json<T: Encodable>(_ value: T) throws -> String { String(data: try encoder.encode(value), encoding: .utf8)! }
print(try json(Point(x: 1, y: 2, label: nil)), try json(Pair(a: 3, b: 4)), try json([Celsius(degrees: 2.5)])) // expect: {"X":10,"y":2} [3,4] [2.5]

let decoder = JSONDecoder()
let p = try decoder.decode(Point.self, from: Data(#"{"X":3,"y":4,"label":"l"}"#.utf8))
let q = try decoder.decode([Pair].self, from: Data("[[5,6]]".utf8))
let t = try decoder.decode(Celsius.self, from: Data("21".utf8))
print(p.x, p.y, p.label ?? "-", q[0].a, q[0].b, t.degrees) // expect: 3 8 l 5 6 21.0
do {
  _ = try decoder.decode(Point.self, from: Data(#"{"X":3}"#.utf8))
} catch DecodingError.keyNotFound(let key, _) {
  print("missing", key.stringValue) // expect: missing y
}
struct Nothing: Encodable { func encode(to encoder: Encoder) throws {} }
struct Holder: Encodable { var n = Nothing() }
print(try json(Holder())) // expect: {"n":{}}
do { _ = try encoder.encode(Nothing()) } catch { print(error) } // expect: EncodingError.invalidValue: custom_codable.Nothing() (Nothing). Debug description: Top-level Nothing did not encode any values.
