// When an optional chain used as an assignment target finds nil, nothing to the right of the `?` is
// evaluated: not the assigned value, not the right side of `+=`, not a subscript's index; when the chain
// reaches the place, the index and the right side come before the getter (The Swift Programming Language,
// "Optional Chaining": Accessing Properties Through Optional Chaining); expectations are swiftc's output.
final class Box {
  var value = 0
  var counter: Int {
    get { print("get counter"); return value }
    set { print("set counter", newValue); value = newValue }
  }
}
struct Shelf { var items = [1, 2, 3]; var inner: Box? = nil }
func next(_ label: String) -> Int { print("evaluated", label); return 1 }
let empty: Box? = nil
empty?.value = next("assign")
empty?.value += next("compound")
empty?.counter = next("setter")
var counts: [String: Int]? = nil
counts?["a"] = next("dictionary")
counts?["a", default: 0] += next("default")
var list: [Int]? = nil
list?[next("index")] = 3
var shelf: Shelf? = nil
shelf?.items[next("nested index")] = next("nested value")
var full = Shelf()
full.inner?.value = next("inner nil")
print("nothing evaluated") // expect: nothing evaluated
let box: Box? = Box()
box?.value = next("assign") // expect: evaluated assign
box?.counter = 5 // expect: set counter 5
box?.counter += next("compound") // expect: evaluated compound
// expect: get counter
// expect: set counter 6
counts = [:]
counts?["a"] = next("dictionary") // expect: evaluated dictionary
counts?["a", default: 0] += next("default") // expect: evaluated default
list = [0, 0]
list?[next("index")] = 3 // expect: evaluated index
shelf = Shelf()
shelf?.items[next("nested index")] = next("nested value") // expect: evaluated nested index
// expect: evaluated nested value
full.inner = Box()
full.inner?.value = next("inner") // expect: evaluated inner
print(box!.value, counts!, list!, shelf!.items, full.inner!.value) // expect: 6 ["a": 2] [0, 3] [1, 1, 3] 1
