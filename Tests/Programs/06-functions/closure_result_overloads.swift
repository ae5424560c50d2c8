// Overloads that differ only in a closure parameter's result type (The Swift Programming Language,
// "Functions", "Closures"): a written result type decides, an unwritten one prefers Void; expectations are
// swiftc's output.
func run<T>(_ fn: (T) -> ()) { print("Void overload") }
func run<T, U>(_ fn: (T) -> U) { print("Non-void overload") }
run({ () })
run({ (x: Int) -> Int in x })
run({ (x: Int) in x * 2 })
func pick(_ make: () -> Int) -> String { "Int maker" }
func pick(_ make: () -> String) -> String { "String maker" }
print(pick({ 42 }), pick({ "x" }))
// What swiftc's build prints, in order:
// expect: Void overload
// expect: Non-void overload
// expect: Void overload
// expect: Int maker String maker
