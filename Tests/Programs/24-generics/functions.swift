func swapped<T>(_ a: T, _ b: T) -> (T, T) {
  return (b, a)
}
let s = swapped(1, 2)
print(s.0, s.1) // expect: 2 1
struct Box<Value> {
  var value: Value
  func map<U>(_ transform: (Value) -> U) -> Box<U> {
    Box<U>(value: transform(value))
  }
}
let box = Box(value: 20)
print(box.map { $0 + 1 }.value) // expect: 21
