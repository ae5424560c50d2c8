// run: exec (needs the host's async runtime; ExecProgramTests runs it)
// Top-level code that awaits runs as the program's main task, so it can await a task's value; a task's
// name (`Task(name:)`, Swift 6.2) is what `Task.name` gives inside it, and tasks it creates do not
// inherit it.
print("name outside: \(Task.name ?? "none")") // expect: name outside: none
let value = await Task(name: "loader") { () -> Int in
  print("inside: \(Task.name ?? "none")")
  await Task { print("child: \(Task.name ?? "none")") }.value
  return 42
}.value
// expect: inside: loader
// expect: child: none
print("value \(value)") // expect: value 42
