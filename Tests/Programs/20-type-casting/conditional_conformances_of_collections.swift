// A dynamic cast through a conditional conformance checks the `where` clause against the generic
// arguments Swift inferred from the static types, even for an empty collection whose elements tell
// nothing, and against a standard collection's own element types.
protocol Scored { func score() -> Int }
struct One: Scored { func score() -> Int { 1 } }
struct Wrap<T> { var inner: T }
extension Wrap: Scored where T: Scored { func score() -> Int { inner.score() + 10 } }
extension Dictionary: Scored where Value == (Key) -> Bool { func score() -> Int { count + 2 } }
extension Array: Scored where Element: Scored { func score() -> Int { count * 100 } }
func scoreOf(_ value: Any) -> Int { (value as? Scored)?.score() ?? 0 }

let checks: [Int: (Int) -> Bool] = [:]
let names: [Int: (String) -> Bool] = [:]
print(scoreOf(Wrap(inner: One())), scoreOf([One(), One()]), scoreOf([1, 2])) // expect: 11 200 0
print(scoreOf(Wrap(inner: checks)), scoreOf(Wrap(inner: names)), scoreOf(Wrap(inner: 3))) // expect: 12 0 0
print(type(of: checks), type(of: Wrap(inner: names))) // expect: Dictionary<Int, (Int) -> Bool> Wrap<Dictionary<Int, (String) -> Bool>>
let empty: [Double] = []
print(type(of: Wrap(inner: empty))) // expect: Wrap<Array<Double>>
