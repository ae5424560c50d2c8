// An empty dictionary passed as `Any` no longer tells its element types, which the `where` clause of
// its conditional conformance needs: the cast is a located error, never a guess.
protocol Scored { func score() -> Int }
extension Dictionary: Scored where Value == (Key) -> Bool { func score() -> Int { 2 } }
func scoreOf(_ value: Any) -> Int {
  (value as? Scored)?.score() ?? 0 // expect error: unsupported: a dynamic cast through the conditional conformance of 'Dictionary' to 'Scored' (where Value == (Key) -> Bool): the interpreter cannot tell 'Value' here
}
let names: [Int: (String) -> Bool] = [:]
print(scoreOf(names))
