// run: exec (needs the host's Foundation pieces; ExecProgramTests runs it)
// Raw values of every literal type the standard library offers: sized integers count on from the last
// explicit value, `Float` literals are `Float`s, and a generic parameter may be the raw type.
import Foundation

enum Level: UInt8, Codable { case low = 1, mid, high = 10, max }
print(Level.mid.rawValue, Level.max.rawValue, type(of: Level.low.rawValue))
print(Level(rawValue: 11) as Any, Level(rawValue: 3) as Any)

enum Ratio: Float { case half = 0.5, one = 1 }
print(Ratio.one.rawValue, type(of: Ratio.one.rawValue), Ratio(rawValue: 0.5) as Any)

enum Small: Int16 { case p, q }
print(Small.q.rawValue, type(of: Small.q.rawValue))

enum Letter: Character { case a = "a", b = "b" }
print(Letter.b.rawValue, Letter(rawValue: "a") as Any)

let levels = try JSONDecoder().decode([Level].self, from: "[1, 2, 11]".data(using: .utf8)!)
print(levels)
let encoded = try JSONEncoder().encode([Level.high])
print(String(decoding: encoded, as: UTF8.self))

struct Code: ExpressibleByIntegerLiteral, Equatable {
  let value: Int
  init(integerLiteral value: Int) { self.value = value }
  static func == (a: Code, b: Code) -> Bool { a.value % 100 == b.value % 100 }
}

enum Status<T: ExpressibleByIntegerLiteral>: T where T: Equatable {
  case ok = 200
  case missing = 404
  case next
}

for code in [Code(integerLiteral: 4), Code(integerLiteral: 200), Code(integerLiteral: 405)] {
  if let status = Status(rawValue: code) {
    switch status {
    case .ok: print(code.value, "ok")
    case .missing: print(code.value, "missing")
    case .next: print(code.value, "next")
    }
  } else {
    print(code.value, "unknown")
  }
}
if case .missing? = Status(rawValue: UInt16(404)) { print("UInt16 404 is missing") }
// expect: 2 11 UInt8
// expect: Optional(raw_value_types.Level.max) nil
// expect: 1.0 Float Optional(raw_value_types.Ratio.half)
// expect: 1 Int16
// expect: b Optional(raw_value_types.Letter.a)
// expect: [raw_value_types.Level.low, raw_value_types.Level.mid, raw_value_types.Level.max]
// expect: [10]
// expect: 4 missing
// expect: 200 ok
// expect: 405 next
// expect: UInt16 404 is missing
