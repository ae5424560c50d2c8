// A function returned by a call and called at once (`pick()(3, 4, false)`) or from an array takes its
// arguments by position, as any function value does; a labeled initializer declared in a constrained
// extension of Array builds the array. Expectations are swiftc's output.
func choose<T>(_ first: T, second: T, useFirst: Bool) -> T { useFirst ? first : second }
func pick() -> (Int, Int, Bool) -> Int { return choose }
print(pick()(3, 4, false), pick()(3, 4, true))
let handlers: [(String) -> String] = [{ $0.uppercased() }, { $0 + "!" }]
print(handlers[0]("hi"), handlers[1]("hi"))
final class Token {}
extension Array where Element == Token {
  final class Maker { var token = Token() }
  init(count: Int, tag: String) {
    self = (0..<count).map { _ in Maker().token }
    print("made", count, tag)
  }
}
let tokens = [Token](count: 2, tag: "t")
print(tokens.count)
// What swiftc's build prints, in order:
// expect: 4 3
// expect: HI hi!
// expect: made 2 t
// expect: 2
