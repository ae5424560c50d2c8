// A type parameter that only a function parameter's result tells takes the result type of the closure
// passed (`{ "\($0)" }` is String, `{ Int($0)! }` is Int); a generic subscript's result parameter takes
// the context's type; `as! V?` casts to the bound parameter. Expectations are swiftc's output.
func apply<A, B>(_ x: A, _ f: (A) -> B) -> B {
  print(A.self, B.self)
  return f(x)
}
print(apply(3) { "\($0)" }, apply(3, { Double($0) * 1.5 }))
// expect: Int String
// expect: Int Double
// expect: 3 4.5
struct Cell<T> {
  var t: T
  subscript<U>(a: (T) -> U, b: (U) -> T) -> U {
    get {
      print("get", T.self, U.self)
      return a(t)
    }
    set { t = b(newValue) }
  }
}
var cell = Cell(t: "0")
cell[{ Int($0)! }, { String($0) }] += 1
print(cell.t)
// expect: get String Int
// expect: 1
protocol Keyed {
  subscript(k: AnyHashable) -> Any? { get set }
}
struct Table: Keyed {
  var storage: [AnyHashable: Any] = [:]
  subscript(k: AnyHashable) -> Any? {
    get { storage[k] }
    set { storage[k] = newValue }
  }
}
extension Keyed {
  subscript<K: Hashable, V>(key key: K) -> V? {
    get {
      print("typed", K.self, V.self)
      return self[key] as! V?
    }
    set { self[key] = newValue }
  }
}
var table = Table()
table["a"] = 5
let five: Int? = table[key: "a"]
print(five as Any)
// expect: typed String Int
// expect: Optional(5)
