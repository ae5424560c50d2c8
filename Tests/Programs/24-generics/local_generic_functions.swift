// A local generic function binds its type parameters as a global one does: `T.self`, `[T].self` and a
// local generic class `D<T>` in a composition with a marker protocol. Expectations are swiftc's output.
class E<T> {}
do {
  class D<T> {}
  func generic<T>(_: T.Type) {
    print(T.self, [T].self, E<T>.self, (D<T> & Sendable).self)
  }
  generic(Int.self)
  func valueOf<T>(_ x: T) -> String { "\(T.self)" }
  print(valueOf("s"), valueOf([1.5]))
}
// expect: Int Array<Int> E<Int> D<Int>
// expect: String Array<Double>
let letters = "abracadabra"
let counts = letters.reduce(into: [:]) { counts, letter in counts[letter, default: 0] += 1 }
print(counts.keys.sorted(), counts["a"]!)
// expect: ["a", "b", "c", "d", "r"] 5
