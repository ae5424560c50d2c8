// A script's own type named like a library type replaces it (the libraries are compiled when one of
// their names is first used, and a script's declaration is such a use).
enum Result { case ok, failed(String) }
struct CGPoint: CustomStringConvertible {
  var x = 0
  var description: String { "point \(x)" }
}
extension Result {
  var isOK: Bool { if case .ok = self { true } else { false } }
}

print(Result.ok, Result.failed("x")) // expect: ok failed("x")
print(String(reflecting: Result.ok)) // expect: library_names_shadowed.Result.ok
print(Result.failed("y").isOK, Result.ok.isOK) // expect: false true
print(CGPoint(x: 3)) // expect: point 3
print(String(reflecting: CGPoint.self)) // expect: library_names_shadowed.CGPoint
let qualified: Swift.Result<Int, Error> = .success(2)
print(qualified) // expect: success(2)
print(String(reflecting: qualified)) // expect: Swift.Result<Swift.Int, Swift.Error>.success(2)
