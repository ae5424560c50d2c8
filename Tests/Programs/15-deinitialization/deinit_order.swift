// deinit runs when the last reference goes away (The Swift Programming Language, "Deinitialization",
// "Automatic Reference Counting"), subclass first; expectations are swiftc's output.
final class Counter: CustomStringConvertible {
  var count = 0
  var description: String { "Counter(\(count))" }
  deinit { print("deinit Counter", count) }
}
var c: Counter? = Counter()
c!.count += 4
print(c!, [c!], c as Any)
c = nil
print("after")
func scope() {
  let local = Counter()
  local.count = 9
  print("in scope")
}
scope()
print("end")
class A { deinit { print("A deinit") } }
class B: A { deinit { print("B deinit") } }
var b: B? = B()
b = nil
print("done")
// What swiftc's build prints, in order:
// expect: Counter(4) [Counter(4)] Optional(Counter(4))
// expect: deinit Counter 4
// expect: after
// expect: in scope
// expect: deinit Counter 9
// expect: end
// expect: B deinit
// expect: A deinit
// expect: done
