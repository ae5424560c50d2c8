// Casts to tuple types, function types, protocol compositions and metatypes (The Swift Programming
// Language, "Type Casting", "Protocols": protocol composition); expectations are swiftc's output.
protocol Shape { var area: Double { get } }
protocol Named { var name: String { get } }
final class Caption: Named { var name: String { "caption" } }
final class Tile: Named, Shape { var name: String { "tile" }; var area: Double { 4 } }
let item: Any = Caption()
let tile: Any = Tile()
print(item is Named & Shape, tile is Named & Shape)
if let both = tile as? Named & Shape { print(both.name, both.area) } else { print("not both") }
func describe(_ x: Named & Shape) -> String { "\(x.name) \(x.area)" }
print(describe(Tile()))
class MediaItem {}
class Song: MediaItem {}
let kind: Any.Type = Song.self
print(kind is MediaItem.Type, kind is Song.Type, kind as? MediaItem.Type as Any)
let other: Any.Type = Int.self
print(other is MediaItem.Type, other is Int.Type)
let thing: Any = (3.0, 5.0)
if let (x, y) = thing as? (Double, Double) { print("point", x, y) } else { print("no match") }
switch thing {
case let (x, y) as (Double, Double): print("point", x, y)
default: print("default")
}
print(thing is (Int, Int), thing is (Double, Double, Double))
let stored: Any = { (name: String) -> String in "Hi, \(name)" }
if let greet = stored as? (String) -> String { print(greet("Ann")) } else { print("no match") }
switch stored {
case let greet as (String) -> String: print(greet("Bo"))
default: print("default")
}
let doubler: Any = { (n: Int) in n * 2 }
print(doubler is (Int) -> Int, doubler is (String) -> String)
// What swiftc's build prints, in order:
// expect: false true
// expect: tile 4.0
// expect: tile 4.0
// expect: true true Optional(structural_casts.Song)
// expect: false true
// expect: point 3.0 5.0
// expect: point 3.0 5.0
// expect: false false
// expect: Hi, Ann
// expect: Hi, Bo
// expect: true false
