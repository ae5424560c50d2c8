// Casts to standard-library protocols: builtin values adopt them (an Optional is looked through), a
// script type adopts the ones it declares.
struct Item: CustomStringConvertible {
  var description: String { "item" }
}
struct Plain {}

func describable(_ value: Any) -> Bool { value is CustomStringConvertible }
print(describable(true), describable(1), describable("s"), describable(2.5), describable([1]))
// expect: true true true true true
print(describable(Optional(1)), describable(Item()), describable(Plain()))  // expect: true true false

let values: [Any] = [1, "a", Item(), Plain()]
print(values.map { ($0 as? CustomStringConvertible)?.description ?? "-" })  // expect: ["1", "a", "item", "-"]
print(values.map { $0 is any Equatable })  // expect: [true, true, false, false]
let collections: [Any] = [[1, 2], "x", 3]
print(collections.map { $0 is any Collection })  // expect: [true, true, false]
