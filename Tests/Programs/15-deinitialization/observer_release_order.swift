// A value replaced in a stored property is released before the property's didSet runs when didSet does
// not read oldValue (SE-0268): for a struct's property, one nested in another struct, a property
// wrapper's, in a class, and a wrapper set again on a path that may have set it (destroyed first).
final class Payload {
  let v: Int
  init(_ v: Int) { self.v = v; print("alloc \(v)") }
  deinit { print("free \(v)") }
}
struct W {
  var value: Payload { didSet { print("didSet \(value.v)") } }
}
struct Holder { var w: W }
func f() {
  var h = Holder(w: W(value: Payload(3)))
  h.w.value = Payload(4)
  print("--")
  var w = W(value: Payload(5))
  w.value = Payload(6)
}
f()
var g = Holder(w: W(value: Payload(7)))
g.w.value = Payload(8)
@propertyWrapper struct Logged<T> {
  var wrappedValue: T { didSet { print("wrapper didSet") } }
}
struct Record {
  @Logged var item: Payload
  init(twice: Bool) {
    if twice { item = Payload(10) }
    item = Payload(11)
  }
}
final class Box {
  @Logged var item: Payload
  init() {
    item = Payload(12)
    item = Payload(13)
  }
}
print("record")
let record = Record(twice: true)
print("box")
let box = Box()
print("end", record.item.v, box.item.v)
// expect: alloc 3
// expect: alloc 4
// expect: free 3
// expect: didSet 4
// expect: --
// expect: alloc 5
// expect: alloc 6
// expect: free 5
// expect: didSet 6
// expect: free 6
// expect: free 4
// expect: alloc 7
// expect: alloc 8
// expect: free 7
// expect: didSet 8
// expect: record
// expect: alloc 10
// expect: alloc 11
// expect: free 10
// expect: box
// expect: alloc 12
// expect: alloc 13
// expect: free 12
// expect: wrapper didSet
// expect: end 11 13
