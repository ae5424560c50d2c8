class Counter {
  var value = 0
  func increment() { value += 1 }
}
let a = Counter()
let b = a
b.increment()
print(a.value) // expect: 1
print(a === b, a === Counter()) // expect: true false

class Animal {
  let name: String
  init(name: String) { self.name = name }
  func speak() -> String { "\(name) makes a sound" }
}
class Dog: Animal {
  override func speak() -> String { "\(name) barks" }
}
let pets: [Animal] = [Animal(name: "Generic"), Dog(name: "Rex")]
for pet in pets {
  print(pet.speak())
}
// expect: Generic makes a sound
// expect: Rex barks
print(pets[1] is Dog, pets[0] is Dog) // expect: true false
if let dog = pets[1] as? Dog {
  print("dog: \(dog.name)") // expect: dog: Rex
}
