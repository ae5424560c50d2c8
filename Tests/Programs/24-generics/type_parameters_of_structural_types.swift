// A type parameter bound to a tuple, a function type or `()` is that type (`T.self` prints it), and a
// generic value's parameter is read from where its fields hold it, inside Optionals and tuples.
enum Tag<T> { static var name: String { "\(T.self)" } }
print(Tag<(Int8, Int32)>.name, Tag<() -> Void>.name, Tag<()>.name) // expect: (Int8, Int32) () -> () ()
func named<T>(_ value: T) -> String { "\(T.self) \(Tag<T>.name)" }
print(named(()), named(3)) // expect: () () Int Int

struct Holder<T> {
  var pair: (T, T)?
  init(_ pair: (T, T)?) { self.pair = pair }
}
final class Part {}
func describe<T>(_ h: Holder<T>) -> String { "\(T.self) \(type(of: h))" }
print(describe(Holder((Part(), Part()))), describe(Holder<Int>((1, 2)))) // expect: Part Holder<Part> Int Holder<Int>
