// `x[i] = v` runs only the subscript's setter (instance or static); `x[i] += 1` reads, then writes.
struct Logged {
  subscript(i: Int) -> Int {
    get {
      print("get \(i)")
      return i * 10
    }
    set { print("set \(i) \(newValue)") }
  }
  static subscript(name: String) -> String {
    get { "static" }
    set { print("static set \(name) \(newValue)") }
  }
}
var logged = Logged()
logged[1] = 5 // expect: set 1 5
Logged["a"] = "b" // expect: static set a b
logged[2] += 1 // expect: get 2
// expect: set 2 21
