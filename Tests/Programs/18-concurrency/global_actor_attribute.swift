// run: exec (needs the host's async runtime; ExecProgramTests runs it)
// A custom global actor is an attribute on functions and types that use it.
@globalActor
actor Logger {
  static let shared = Logger()
}
@Logger var lines: [String] = []
@Logger func log(_ text: String) { lines.append(text) }
@main struct Main {
  static func main() async {
    await log("one")
    await log("two")
    print(await lines) // expect: ["one", "two"]
  }
}
