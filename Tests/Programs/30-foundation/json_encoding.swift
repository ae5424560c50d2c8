// run: exec (needs the host's Foundation pieces and async runtime; ExecProgramTests runs it)
// JSONEncoder: sorted keys, UUIDs as strings, a round trip through JSONDecoder, and the errors as the
// 6.2+ standard library prints them (swiftc 6.3.1 on Linux prints each line below).
import Foundation

struct Entry: Codable {
  var id: UUID
  var name: String
  var amount: Double
  var tags: [String]?
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let entry = Entry(
  id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!, name: "tea \"green\"/é", amount: 2.50, tags: nil)
let data = try! encoder.encode(entry)
print(String(data: data, encoding: .utf8)!)
// expect: {"amount":2.5,"id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","name":"tea \"green\"\/é"}
let back = try! JSONDecoder().decode(Entry.self, from: data)
print(back.id, back.amount, back.tags == nil) // expect: E621E1F8-C36C-495A-93FC-0C247A3E6E5F 2.5 true
print(String(decoding: try! encoder.encode(["b": 1, "a": 2]), as: UTF8.self)) // expect: {"a":2,"b":1}
print(String(decoding: try! encoder.encode([1.0, 0.5, 1e20]), as: UTF8.self)) // expect: [1,0.5,1e+20]

do {
  _ = try JSONDecoder().decode(UUID.self, from: "\"zz\"".data(using: .utf8)!)
} catch {
  print(error)
}
// expect: DecodingError.dataCorrupted: Data was corrupted. Debug description: Attempted to decode UUID from invalid UUID string.
do {
  _ = try JSONEncoder().encode([Double.nan])
} catch {
  print(error)
}
// expect: EncodingError.invalidValue: nan (Double). Path: [0]. Debug description: Unable to encode Double.nan directly in JSON.
