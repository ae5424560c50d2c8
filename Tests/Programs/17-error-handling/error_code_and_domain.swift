// `Error`'s `_code` and `_domain`: an enum's code numbers its cases with associated values first; an
// `Int`-backed enum's code is its raw value; any other error's is 1. Expectations are swiftc's output.
enum Failure: Error { case plain; case withValue(Int); case other; case withText(String) }
print(Failure.plain._code, Failure.withValue(1)._code, Failure.other._code, Failure.withText("")._code)
// expect: 2 0 3 1
print(Failure.plain._domain)
// expect: error_code_and_domain.Failure
enum Coded: Int, Error { case low = 5, high = 9 }
struct Plain: Error {}
print(Coded.high._code, Plain()._code, Plain()._domain)
// expect: 9 1 error_code_and_domain.Plain
