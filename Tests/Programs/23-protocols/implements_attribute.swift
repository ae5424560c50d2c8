// `@_implements(P, name)` makes a method the witness for one protocol's requirement under another
// name: calls through that protocol (a type parameter or an existential) reach it.
protocol Area { func size(scale: Int) -> Int }
protocol Volume { func size(scale: Int) -> Int }
struct Box: Area, Volume, Equatable {
  var side: Int
  @_implements(Area, size(scale:))
  func area(scale: Int) -> Int { side * side * scale }
  @_implements(Volume, size(scale:))
  func volume(scale: Int) -> Int { side * side * side * scale }
  @_implements(Equatable, ==(_:_:))
  static func never(_ a: Box, _ b: Box) -> Bool { false }
}
func viaArea<T: Area>(_ x: T) -> Int { x.size(scale: 2) }
func viaVolume(_ x: any Volume) -> Int { x.size(scale: 2) }
let box = Box(side: 3)
print(viaArea(box), viaVolume(box)) // expect: 18 54
print(box == box, box.area(scale: 1)) // expect: false 9

protocol Named { func f() -> Int }
struct Renamed: Named {
  @_implements(Named, f())
  func g() -> Int { 5 }
}
func call<T: Named>(_ value: T) -> Int { value.f() }
print(call(Renamed())) // expect: 5
