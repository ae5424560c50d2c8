// A script's own `print(_:)` for one type (The Swift Programming Language, "Functions"): Swift keeps the
// standard library's `print` in the overload set, so values the script's function cannot take still go
// to the standard one, also when the argument's type is only known when it runs. Expectations are
// swiftc's output.
struct Foo { var n: Int }
func print(_ x: Foo) { Swift.print("Foo says \(x.n)") }
struct Outer<T> {
  struct Inner<U> {
    var t: T
    var u: U
  }
}
func anything() -> Any { 7 }
print(Foo(n: 1))
print(Outer<Int>.Inner<String>(t: 1, u: "x").u)
print(Outer<Int>.Inner<Foo>(t: 1, u: Foo(n: 2)).u)
print(anything())
print("two", "items")
// expect: Foo says 1
// expect: x
// expect: Foo says 2
// expect: 7
// expect: two items
