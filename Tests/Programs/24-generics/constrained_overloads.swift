// Generic overloads told apart by their constraints (The Swift Programming Language, "Generics":
// type constraints): each argument takes the most constrained overload its type satisfies; expectations
// are swiftc's output.
protocol P1 {}
protocol P2 : P1 {}
protocol P3 : P2 {}

struct S1 : P1 {}
struct S2 : P2 {}
struct S3 : P3 {}

func foo1<T : P1>(_ x: T) { print("P1") }
func foo1<T : P2>(_ x: T) { print("P2") }
func foo1<T : P3>(_ x: T) { print("P3") }

func foo2<T : P1>(_ x: T) { print("P1") }
func foo2<T : P2>(_ x: T) { print("P2") }

func foo3<T : P1>(_ x: T) { print("P1") }
func foo3<T : P3>(_ x: T) { print("P3") }

func foo4<T : P3, U : P1>(_ x: T, _ y: U) { print("P3, P1") }
func foo4<T : P3, U : P3>(_ x: T, _ y: U) { print("P3, P3") }

func checkOverloadResolution() {
  print("overload resolution:")

  foo1(S1())
  foo1(S2())
  foo1(S3())

  foo2(S1())
  foo2(S2())
  foo2(S3())

  foo3(S1())
  foo3(S2())
  foo3(S3())

  foo4(S3(), S1())
  foo4(S3(), S2())
  foo4(S3(), S3())
}
checkOverloadResolution()
// What swiftc's build prints, in order:
// expect: overload resolution:
// expect: P1
// expect: P2
// expect: P3
// expect: P1
// expect: P2
// expect: P2
// expect: P1
// expect: P1
// expect: P3
// expect: P3, P1
// expect: P3, P1
// expect: P3, P3
