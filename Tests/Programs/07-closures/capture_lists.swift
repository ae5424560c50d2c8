// Capture lists (The Swift Programming Language, "Closures" and "Automatic Reference Counting"): a
// captured value is read when the closure is made; expectations are swiftc's output.
var captured = 7
let byRef = { captured * 10 }
let byValue = { [captured] in captured * 10 }
captured += 1
print(byRef(), byValue()) // expect: 80 70
let renamed = { [total = captured + 1] in total }
captured = 100
print(renamed()) // expect: 9
class Owner {
  var v = 1
  lazy var doubled: () -> Int = { [unowned self] in self.v * 2 }
  func later() -> () -> Int? { { [weak self] in self?.v } }
}
let owner = Owner()
owner.v = 5
print(owner.doubled(), owner.later()() as Any) // expect: 10 Optional(5)
class Animal {
  var name: String
  init(name: String) { self.name = name }
  func describe() -> String { "animal \(name)" }
  var kind: String { "generic" }
}
class Dog: Animal {
  var tricks: Int
  init(name: String, tricks: Int) {
    self.tricks = tricks
    super.init(name: name)
  }
  override func describe() -> String { super.describe() + " (\(tricks) tricks)" }
  override var kind: String { "dog, " + super.kind }
}
let dog = Dog(name: "Rex", tricks: 2)
print(dog.describe(), dog.kind) // expect: animal Rex (2 tricks) dog, generic
print([Animal(name: "a"), dog].map { $0.describe() }) // expect: ["animal a", "animal Rex (2 tricks)"]
print([1, 2, 3].map { switch $0 { case 1: return "one"; default: return "many" } }) // expect: ["one", "many", "many"]
print([2, 3].map { n -> Int in var total = 0; for i in 0..<n { total += i }; return total }) // expect: [1, 3]
print([1, 2].reduce(into: 0, +=), [(1, 2), (3, 4)].map { $0 + $1 }) // expect: 3 [3, 7]
