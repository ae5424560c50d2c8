// Initializers a protocol's extension adds construct the adopting type (a class's subclass too), and
// their `self.init(…)` reaches the adopting type's own initializer; a method with a default argument in
// the extension is another overload beside the type's own; `main.x` names the module's global even where
// a member is called `x`. Expectations are swiftc's output.
protocol Seeded { init(seed: Int) }
extension Seeded {
  init() { self.init(seed: 17) }
  init(text: String) { self.init(seed: text.count) }
}
struct Plant: Seeded {
  let seed: Int
  init(seed: Int) { self.seed = seed }
}
class Base: Seeded {
  required init(seed: Int) { print("seeded", seed, type(of: self)) }
}
final class Derived: Base {}
print(Plant().seed, Plant(text: "four").seed)
// expect: 17 4
_ = Base()
_ = Derived()
// expect: seeded 17 Base
// expect: seeded 17 Derived
func make<T: Seeded>(_ type: T.Type) -> T { T() }
print(make(Plant.self).seed)
// expect: 17
let kind: Seeded.Type = Plant.self
print((kind.init() as! Plant).seed)
// expect: 17
protocol Scaled { func scale(a: Int, b: Int) -> (Int, Int) }
extension Scaled {
  func scale(a: Int, b: Int = 1) -> (Int, Int) { self.scale(a: a * 10, b: b * 10) }
}
struct Doubler: Scaled {
  func scale(a: Int, b: Int) -> (Int, Int) { (a * 2, b * 2) }
}
print(Doubler().scale(a: 2, b: 3), Doubler().scale(a: 2))
// expect: (4, 6) (40, 20)
var count = 0
struct Counter {
  var count = 10
  mutating func bump() {
    protocol_extension_initializers.count += 1
    count += 2
  }
}
var counter = Counter()
counter.bump()
print(count, counter.count)
// expect: 1 12
