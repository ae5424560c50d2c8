// A script's own `??` for its own type wins over the standard library's, which would promote the
// operand to an Optional; for Optionals the standard `??` still runs.
enum Outcome<Value> {
  case success(Value)
  case failure(String)
  init(success x: Value) { self = .success(x) }
}
func ?? <T>(outcome: Outcome<T>, fallback: @autoclosure () -> T) -> T {
  switch outcome {
  case .success(let x): return x
  case .failure: return fallback()
  }
}
let three = Outcome(success: 3)
let failed = Outcome<Int>.failure("no")
print(three ?? 4) // expect: 3
print(failed ?? 4) // expect: 4
let missing: Int? = nil
print(missing ?? 6) // expect: 6
let present: Int? = 7
print(present ?? 6) // expect: 7
