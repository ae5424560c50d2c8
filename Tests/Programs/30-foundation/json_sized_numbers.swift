// run: exec (needs the host's Foundation pieces; ExecProgramTests runs it)
// JSON coding of sized integers and `Float`: written as numbers, read back with a range check.
import Foundation

struct Pixel: Codable { var level: UInt8 }
struct Sample: Codable { var gain: Float }
struct Offset: Codable { var delta: Int16 }

func text<T: Encodable>(_ value: T) throws -> String {
  String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
}

print(try text(Pixel(level: 200)), try text(Sample(gain: 0.1)), try text(Offset(delta: -300)))
print(try text([UInt64.max]), try text([Float(2.5), 3]))
print(try JSONDecoder().decode(Pixel.self, from: "{\"level\": 255}".data(using: .utf8)!))
print(try JSONDecoder().decode(Sample.self, from: "{\"gain\": 0.25}".data(using: .utf8)!))
do {
  _ = try JSONDecoder().decode(Pixel.self, from: "{\"level\": 300}".data(using: .utf8)!)
} catch DecodingError.dataCorrupted(let context) {
  print("corrupted:", context.codingPath.map(\.stringValue), context.debugDescription)
}
do {
  _ = try JSONEncoder().encode([Float.infinity])
} catch EncodingError.invalidValue(_, let context) {
  print("invalid:", context.debugDescription)
}
// expect: {"level":200} {"gain":0.1} {"delta":-300}
// expect: [18446744073709551615] [2.5,3]
// expect: Pixel(level: 255)
// expect: Sample(gain: 0.25)
// expect: corrupted: [] The given data was not valid JSON.
// expect: invalid: Unable to encode Float.inf directly in JSON.
