// A protocol nested in a type (`Shapes.Drawable`) is a different protocol from a top-level one of the
// same name: conformances and casts tell them apart, conditional ones included; expectations are
// swiftc's output.
enum Shapes {
  protocol Drawable {}
  struct Dot: Drawable {}
}
protocol Drawable {}
struct Square: Shapes.Drawable {}
struct Circle: Drawable {}
struct Pair<T> {}
extension Pair: Shapes.Drawable where T: Shapes.Drawable {}

func nested(_ v: Any) -> Bool { v is any Shapes.Drawable }
func topLevel(_ v: Any) -> Bool { v is any Drawable }
print(nested(Square()), topLevel(Square()))
print(nested(Circle()), topLevel(Circle()))
print(nested(Shapes.Dot()), topLevel(Shapes.Dot()))
print(nested(Pair<Square>()), nested(Pair<Circle>()), topLevel(Pair<Square>()))
// What swiftc's build prints, in order:
// expect: true false
// expect: false true
// expect: true false
// expect: true false false
