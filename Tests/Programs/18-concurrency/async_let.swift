// run: exec (needs the host's Foundation pieces and async runtime; ExecProgramTests runs it)
// `async let` child tasks, awaited together; `import _Concurrency` names the library every file imports.
import _Concurrency
func fetchA() async -> Int { 1 }
func fetchB() async -> Int { 2 }
func both() async -> Int {
  async let a = fetchA()
  async let b = fetchB()
  return await a + b
}
let sum = await both()
print("sum", sum) // expect: sum 3
