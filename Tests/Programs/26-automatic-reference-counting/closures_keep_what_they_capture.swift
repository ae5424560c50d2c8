// A closure keeps alive only the variables it uses: the function's other locals are released when it
// returns (and a block's when it ends), even while the closure lives on.
final class Token {
  let name: String
  init(_ name: String) { self.name = name }
  deinit { print("deinit \(name)") }
}
func makeCounter() -> () -> Int {
  let unused = Token("unused")
  let kept = Token("kept")
  var count = 0
  _ = unused
  return {
    count += 1
    return count + kept.name.count
  }
}
var counter: (() -> Int)? = makeCounter() // expect: deinit unused
print(counter!(), counter!()) // expect: 5 6
counter = nil // expect: deinit kept
func blocks() -> () -> String {
  var keep = "outer"
  do {
    let inner = Token("inner")
    _ = inner
    keep += "!"
  }
  print("after block") // expect: deinit inner
  // expect: after block
  return { keep }
}
print(blocks()()) // expect: outer!
