// A generic type's arguments (The Swift Programming Language, "Generics"): written ones (`Box<Double>()`)
// type the initializer's parameters and the members (`items: [T]` is `[Double]`, so `append(1)` stores
// 1.0), and print with the value, also when no field holds a value of the parameter's type; arguments
// read off fields work through arrays, optionals and dictionaries. Expectations are swiftc's output.
struct Box<T> {
  var items: [T] = []
  /// `Box<U>` names the method's own parameter: the value's argument is what `U` is at the call.
  func map<U>(_ f: (T) -> U) -> Box<U> { Box<U>(items: items.map(f)) }
}
struct Pair<K: Hashable, V> {
  var map: [K: V]
  var extra: V?
}
var f = Box<Double>()
f.items.append(1)
print(f)
var h = Box<Double>(items: [2])
h.items += [3]
print(h)
print(Box<Int>(), [Box<String>()])
print(Box(items: ["a"]), Pair(map: ["k": 1.5], extra: nil), Pair(map: [1: "x"], extra: "y"))
debugPrint(Box<String>())
print(Box(items: [6]).map { "v\($0)" }, Box<Any>(items: [3]))
// expect: Box<Double>(items: [1.0])
// expect: Box<Double>(items: [2.0, 3.0])
// expect: Box<Int>(items: []) [written_generic_arguments.Box<Swift.String>(items: [])]
// expect: Box<String>(items: ["a"]) Pair<String, Double>(map: ["k": 1.5], extra: nil) Pair<Int, String>(map: [1: "x"], extra: Optional("y"))
// expect: written_generic_arguments.Box<Swift.String>(items: [])
// expect: Box<String>(items: ["v6"]) Box<Any>(items: [3])
