// A collection or Optional is not an existential: `type(of:)` gives its static type, also when it is
// empty or nil, which holds no element to read the type from.
struct Outer { struct Inner {} }
class Animal {}
class Dog: Animal {}

print(type(of: [Int]()), type(of: [Outer.Inner]()), type(of: [Animal]()), type(of: [Dog()] as [Animal]))
let table: [String: [Int]] = [:]
print(type(of: table), type(of: Set<String>()), type(of: [Int?]()))
let missing: Int? = nil
let grid: [[Double]] = []
print(type(of: missing), type(of: grid), type(of: [(Int, String)]()))
var names = [String]()
names.append("a")
print(type(of: names), names)
// expect: Array<Int> Array<Inner> Array<Animal> Array<Animal>
// expect: Dictionary<String, Array<Int>> Set<String> Array<Optional<Int>>
// expect: Optional<Int> Array<Array<Double>> Array<(Int, String)>
// expect: Array<String> ["a"]
