enum ParseError: Error {
  case empty
  case bad(String)
}
func parse(_ text: String) throws -> Int {
  if text.isEmpty { throw ParseError.empty }
  guard let value = Int(text) else { throw ParseError.bad(text) }
  return value
}
do {
  let v = try parse("42")
  print(v) // expect: 42
  _ = try parse("x")
} catch ParseError.bad(let text) {
  print("bad input \(text)") // expect: bad input x
} catch {
  print("other")
}
print((try? parse("")) == nil) // expect: true
func cleanup() {
  defer { print("deferred") }
  print("body")
}
cleanup()
// expect: body
// expect: deferred
let value = try! parse("") // expect crash: Fatal error: 'try!' expression unexpectedly raised an error: errors.ParseError.empty
