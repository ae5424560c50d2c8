// A `didSet` that never names `oldValue` is not given it (SE-0268): on a wrapped property the wrapper's
// getter is not called before the write, and on a class property the old value is released (its
// `deinit` runs) before `didSet`; one that reads `oldValue` keeps it until it returns. Expectations are
// swiftc's output.
@propertyWrapper struct Loud {
  var stored = 0
  var wrappedValue: Int {
    get { print("get"); return stored }
    set { print("set", newValue); stored = newValue }
  }
}
struct S {
  @Loud var a: Int { didSet { print("didSet a") } }
  @Loud var b: Int { didSet { print("didSet b from", oldValue) } }
}
var s = S()
s.a = 1
s.b = 2
final class Payload {
  let n: Int
  init(_ n: Int) { self.n = n }
  deinit { print("free", n) }
}
final class Holder {
  var payload: Payload? { didSet { print("holding", payload?.n ?? 0) } }
  var kept: Payload? { didSet { print("kept", kept?.n ?? 0, "after", oldValue?.n ?? 0) } }
}
let holder = Holder()
holder.payload = Payload(10)
holder.payload = Payload(11)
holder.payload = nil
holder.kept = Payload(20)
holder.kept = nil
print("end")
// What swiftc's build prints, in order:
// expect: set 1
// expect: didSet a
// expect: get
// expect: set 2
// expect: didSet b from 0
// expect: holding 10
// expect: free 10
// expect: holding 11
// expect: free 11
// expect: holding 0
// expect: kept 20 after 0
// expect: kept 0 after 20
// expect: free 20
// expect: end
