// An instance method named through its type is a function from an instance to the method: `Type.method`,
// and `T.method` for a generic parameter, which dispatches on the instance's dynamic type.
protocol Shape {
  func scaled(_ factor: Double) -> Self
  func area() -> Double
  static func unit() -> Self
}

struct Square: Shape {
  var side: Double
  func scaled(_ factor: Double) -> Square { Square(side: side * factor) }
  func area() -> Double { side * side }
  static func unit() -> Square { Square(side: 1) }
}

class Animal {
  func sound() -> String { "..." }
  func greet(_ name: String) -> String { "\(sound()) \(name)" }
}
final class Dog: Animal {
  override func sound() -> String { "Woof" }
}

func grow<T: Shape>(_ shape: T, by factor: Double) -> T {
  let scale: (T) -> (Double) -> T = T.scaled
  let area: (T) -> () -> Double = T.area
  let grown = scale(shape)(factor)
  print("area", area(shape)(), "->", area(grown)())
  let make: () -> T = T.unit
  print("unit area", make().area())
  return grown
}

let g = grow(Square(side: 2), by: 3)
print(g.side)

let sound = Animal.sound
print(sound(Dog())(), sound(Animal())())
let greet = Animal.greet
print(greet(Dog())("Rex"))
print([Animal(), Dog()].map(Animal.sound).map { $0() })
let areas = [Square(side: 1), Square(side: 4)].map(Square.area)
print(areas.map { $0() })
// expect: area 4.0 -> 36.0
// expect: unit area 1.0
// expect: 6.0
// expect: Woof ...
// expect: Woof Rex
// expect: ["...", "Woof"]
// expect: [1.0, 16.0]
