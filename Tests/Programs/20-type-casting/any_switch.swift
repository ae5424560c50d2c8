// Values of any type in `[Any]`, sorted out with `switch` over `case let x as T`, `case is T`, literal casts
// and `where` guards, and JSON-like dictionaries read with `as?` (The Swift Programming Language,
// "Type Casting": Type Casting for Any and AnyObject); expectations are swiftc's output.
struct Point { var x: Double, y: Double }
final class Badge { let label: String; init(_ label: String) { self.label = label } }
var things: [Any] = []
things.append(0)
things.append(0.0)
things.append(42)
things.append(3.5)
things.append(-2.5)
things.append("hello")
things.append(Point(x: 1.0, y: 2.0))
things.append(Badge("gold"))
things.append([1, 2])
things.append(["k": 1])
things.append(true)
for thing in things {
  switch thing {
  case 0 as Int: print("zero as an Int")
  case 0 as Double: print("zero as a Double")
  case let i as Int: print("an integer value of \(i)")
  case let d as Double where d > 0: print("a positive double value of \(d)")
  case is Double: print("some other double value")
  case let s as String: print("a string value of \"\(s)\"")
  case let p as Point: print("a point at \(p.x), \(p.y)")
  case let b as Badge: print("a badge", b.label)
  case let numbers as [Int]: print("numbers", numbers)
  case let table as [String: Int]: print("table", table)
  default: print("something else:", thing)
  }
}
// expect: zero as an Int
// expect: zero as a Double
// expect: an integer value of 42
// expect: a positive double value of 3.5
// expect: some other double value
// expect: a string value of "hello"
// expect: a point at 1.0, 2.0
// expect: a badge gold
// expect: numbers [1, 2]
// expect: table ["k": 1]
// expect: something else: true
let json: [String: Any] = [
  "name": "Ann", "age": 31, "tags": ["a", "b"], "address": ["city": "Oslo"], "score": 9.5, "active": true,
]
if let name = json["name"] as? String, let age = json["age"] as? Int { print(name, age) } // expect: Ann 31
if let tags = json["tags"] as? [String] { print(tags.count, tags) } // expect: 2 ["a", "b"]
if let city = (json["address"] as? [String: Any])?["city"] as? String { print(city) } // expect: Oslo
print(json["score"] as? Double as Any, json["active"] as? Bool as Any, json["missing"] as? String as Any) // expect: Optional(9.5) Optional(true) nil
print(json["age"] as? String ?? "no", json["tags"] as? [Int] as Any) // expect: no nil
let count: Any = 3
switch count {
case let n as Int where n > 5: print("many", n)
case let n as Int: print("few", n) // expect: few 3
default: break
}
let mixed: [Any] = ["a", 1]
print(mixed as? [String] as Any, (["x", "y"] as [Any]).count) // expect: nil 2
