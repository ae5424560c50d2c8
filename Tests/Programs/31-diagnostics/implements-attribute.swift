// `@_implements(P, f())` makes `g` the witness for `P.f`: ignoring it would call the wrong function
// (or none), so it is a located error.
protocol P {
  func f() -> Int
}

struct S: P {
  @_implements(P, f()) // expect error: not supported yet: '@_implements'
  func g() -> Int { 5 }
}

func call<T: P>(_ value: T) -> Int { value.f() }
print(call(S()))
