// Generic subscripts whose type parameter is passed as a metatype or inferred from the result type, and
// subscripts added to the standard library's Array and Collection by extensions, whose bodies use
// `indices` and `count` through implicit `self` (The Swift Programming Language, "Subscripts", "Generics":
// Generic Subscripts, "Extensions": Subscripts); expectations are swiftc's output.
struct Settings {
  var values: [String: Any] = ["volume": 7, "name": "Home"]
  subscript<T>(key: String, as type: T.Type) -> T? { values[key] as? T }
  subscript<T>(key: String) -> T? { values[key] as? T }
}
let settings = Settings()
print(settings["volume", as: Int.self] ?? -1, settings["volume", as: String.self] ?? "none") // expect: 7 none
let name: String? = settings["name"]
print(name ?? "-") // expect: Home
extension Array {
  subscript(wrapping i: Int) -> Element { self[(i % count + count) % count] }
}
print([10, 20, 30][wrapping: -1], [10, 20, 30][wrapping: 4]) // expect: 30 20
extension Collection {
  subscript(safe i: Index) -> Element? { indices.contains(i) ? self[i] : nil }
  func has(_ i: Index) -> Bool { indices.contains(i) }
}
let names = ["Ann", "Bo"]
print(names[safe: 1] ?? "none", names[safe: 5] ?? "none", names[safe: 0] as Any) // expect: Bo none Optional("Ann")
print(names.has(1), names.has(2)) // expect: true false
