// run: exec (needs the host's Foundation pieces; ExecProgramTests runs it)
// Coding errors are enums: catch patterns bind a missing key, the mismatched type and the context, whose
// coding path and description read as the standard library gives them.
import Foundation
struct Post: Codable { var title: String; var level: Int }
func decode(_ text: String) {
  do {
    _ = try JSONDecoder().decode([Post].self, from: text.data(using: .utf8)!)
  } catch DecodingError.keyNotFound(let key, let context) {
    print("missing", key.stringValue, key.intValue as Any, context.codingPath.map(\.stringValue))
    print(key)
    print(context.debugDescription)
  } catch DecodingError.typeMismatch(let type, let context) {
    print("mismatch", type, context.codingPath.map(\.stringValue), context.codingPath.last?.intValue as Any)
    print(context.codingPath)
  } catch DecodingError.valueNotFound(let type, let context) {
    print("null", type, context.debugDescription)
  } catch let DecodingError.dataCorrupted(context) {
    print("corrupted", context.codingPath.count, context.debugDescription, context.underlyingError == nil)
  } catch {
    print("other", error)
  }
}
decode("[{\"title\": \"a\"}]")
decode("[{\"title\": \"a\", \"level\": \"x\"}]")
decode("[{\"title\": null, \"level\": 1}]")
decode("[{")
do {
  _ = try JSONDecoder().decode(Post.self, from: "{\"title\": 3, \"level\": 1}".data(using: .utf8)!)
} catch let error as DecodingError {
  switch error {
  case .typeMismatch(_, let context): print("switch mismatch:", context.debugDescription)
  case .keyNotFound, .valueNotFound, .dataCorrupted: print("switch other")
  @unknown default: print("unknown")
  }
}
do {
  _ = try JSONEncoder().encode([Double.nan])
} catch EncodingError.invalidValue(let value, let context) {
  print("invalid", value, context.codingPath.count, context.debugDescription)
}
// expect: missing level nil ["Index 0"]
// expect: CodingKeys(stringValue: "level", intValue: nil)
// expect: No value associated with key CodingKeys(stringValue: "level", intValue: nil) ("level").
// expect: mismatch Int ["Index 0", "level"] nil
// expect: [_CodingKey(stringValue: "Index 0", intValue: 0), CodingKeys(stringValue: "level", intValue: nil)]
// expect: null String Cannot get value of type String -- found null value instead
// expect: corrupted 0 The given data was not valid JSON. true
// expect: switch mismatch: Expected to decode String but found number instead.
// expect: invalid nan 1 Unable to encode Double.nan directly in JSON.
