// A defer at top level runs when the program's top-level code ends, after everything below it.
defer { print("deferred") }
print("main") // expect: main
// expect: deferred
