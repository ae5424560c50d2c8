// An implicit member passed beside an argument of the same type parameter takes that argument's type
// when the function is overloaded, as with one candidate; `==` against a value whose static type is not
// known resolves a nested implicit member from the other side's payload. Expectations are swiftc's output.
enum Shape: Hashable { case circle(Int), square(String) }
func check<T: Hashable>(_ items: [T], oracle: (Int, Int) -> Bool) {
  print(items[0] == items[1], items[1].hashValue == items[1].hashValue, items[1])
}
func check<T: Hashable>(flag: Bool, _ lhs: T, _ rhs: T) {
  check([lhs, rhs], oracle: { flag || $0 == $1 })
}
check(flag: true, Shape.circle(4), .square("foo"))
// expect: false true square("foo")
enum Failure: Error, Equatable { case first, second }
func swap(_ e: Failure) -> Failure { e == .first ? .second : .first }
let result: Result<Int, Failure> = .failure(.first)
let mapped = result.mapError(swap)
print(mapped == .failure(.second), mapped == .failure(.first), mapped != .failure(.second))
// expect: true false false
