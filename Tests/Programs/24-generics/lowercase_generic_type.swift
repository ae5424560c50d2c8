// A generic type with a lowercase name is still a type when written with its arguments.
class box<T> {
  var items: [T] = []
}
let b = box<Int>()
b.items.append(3)
print(b.items, type(of: b)) // expect: [3] box<Int>
