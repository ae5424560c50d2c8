// Generic operator functions for a protocol hierarchy: inside generic code Swift picks among them by
// the type parameter's constraint, and when the protocol requires the operator, by the witness the
// concrete type got (the most constrained function its conformances satisfy).
protocol Walk { func next() -> Self }
protocol Jump: Walk { static func leap(_ a: Self) }
struct Token {}
func ~> <I: Walk>(a: I, _: Token) -> String { "walk" }
func ~> <I: Jump>(a: I, _: Token) -> String { "jump" }
struct Slow: Walk { func next() -> Slow { self } }
struct Fast: Jump {
  func next() -> Fast { self }
  static func leap(_ a: Fast) {}
}
func viaWalk<T: Walk>(_ x: T) -> String { x ~> Token() }
func viaJump<T: Jump>(_ x: T) -> String { x ~> Token() }
print(viaWalk(Slow()), viaWalk(Fast()), viaJump(Fast())) // expect: walk walk jump
print(Slow() ~> Token(), Fast() ~> Token()) // expect: walk jump

infix operator <~>
protocol Measured { static func <~> (a: Self, b: Token) -> Int }
protocol Counted: Measured { var count: Int { get } }
func <~> <I: Measured>(a: I, b: Token) -> Int { 0 }
func <~> <I: Counted>(a: I, b: Token) -> Int { a.count }
struct Plain: Measured {}
struct Bag: Counted { var count: Int }
struct Own: Measured { static func <~> (a: Own, b: Token) -> Int { 7 } }
func measure<T: Measured>(_ x: T) -> Int { x <~> Token() }
print(measure(Plain()), measure(Bag(count: 5)), measure(Own())) // expect: 0 5 7
