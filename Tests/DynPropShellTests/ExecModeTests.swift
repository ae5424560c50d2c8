import XCTest

@testable import DynPropShell

/// `dynprop-repl exec`: exactly the program's stdout, crashes and script errors on stderr with their codes.
final class ExecModeTests: XCTestCase {
  private func exec(_ source: String) throws -> (status: Int32, output: String, errors: String) {
    let file = try write(source, to: "main.swift", in: try temporaryFolder(self))
    let output = StringOutput()
    let errors = StringOutput()
    let status = ProgramRun(seed: 0, budgets: .standard, output: output, errors: errors).run([file])
    return (status, output.text, errors.text)
  }

  func testPrintHonoursSeparatorAndTerminator() throws {
    let run = try exec(
      """
      print("a", terminator: "")
      print(1, 2, 3, separator: ", ", terminator: "!\\n")
      print()
      print("x", "y", separator: "")
      """)
    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(run.output, "a1, 2, 3!\n\nxy\n")
    XCTAssertEqual(run.errors, "")
  }

  /// Globals outside the first file are initialized on first use, as Swift's outside `main.swift` are, so
  /// the first file's code can read them before their declaration's turn.
  func testGlobalsOfALaterFileAreInitializedOnFirstUse() throws {
    let folder = try temporaryFolder(self)
    let main = try write("for i in items { print(i) }\nprint(total)\n", to: "main.swift", in: folder)
    let other = try write("var items = [1, 2]\nlet total = items.count * 10\n", to: "other.swift", in: folder)
    let output = StringOutput()
    let errors = StringOutput()
    let status = ProgramRun(seed: 0, budgets: .standard, output: output, errors: errors).run([main, other])
    XCTAssertEqual(output.text, "1\n2\n20\n")
    XCTAssertEqual(status, 0, errors.text)
  }

  func testQueuedWorkRunsAfterTheTopLevelCode() throws {
    let run = try exec(
      """
      DispatchQueue.main.async { print("later") }
      print("now")
      """)
    XCTAssertEqual(run.output, "now\nlater\n")
    XCTAssertEqual(run.status, 0)
  }

  /// A program cut short by `--max-run-ticks` (100 ticks here) says so and exits 65, its output so far kept.
  func testWorkStillPendingWhenTheTicksRunOutIsAnError() throws {
    let run = try exec(
      """
      Task {
        print("start")
        try await Task.sleep(for: .seconds(10))
        print("end")
      }
      """)
    XCTAssertEqual(run.output, "start\n")
    XCTAssertEqual(run.status, 65)
    XCTAssertTrue(run.errors.contains("still had work queued or sleeping after 100 ticks"), run.errors)
  }

  func testACrashKeepsTheOutputSoFarAndExitsOne() throws {
    let run = try exec(
      """
      print("before")
      let items: [Int] = []
      print(items[1])
      print("after")
      """)
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(run.output, "before\n")
    XCTAssertEqual(run.errors, "main.swift:3:7: Fatal error: Index out of range\n")
  }

  func testAScriptErrorIsLocatedOnStderrWithExit65() throws {
    let run = try exec("let y = missing + 1\n")
    XCTAssertEqual(run.status, 65)
    XCTAssertEqual(run.output, "")
    XCTAssertTrue(run.errors.hasPrefix("main.swift:1:9: error: cannot find 'missing' in scope\n"), run.errors)
    XCTAssertTrue(run.errors.contains("^"), run.errors)
  }

  func testTheModuleNameCanBeGivenAsToSwiftc() throws {
    let file = try write("class Post {}\nprint(Post())\n", to: "posts.swift", in: try temporaryFolder(self))
    for (name, expected) in [(nil, "posts.Post\n"), ("main", "main.Post\n")] {
      let output = StringOutput()
      let program = ProgramRun(seed: 0, budgets: .standard, output: output, errors: StringOutput())
      program.moduleName = name
      XCTAssertEqual(program.run([file]), 0)
      XCTAssertEqual(output.text, expected)
    }
  }

  func testAnAppIsNotAProgram() throws {
    let folder = try temporaryFolder(self)
    let plain = try write("print(1)\n", to: "plain.swift", in: folder)
    let app = try write(
      "import SwiftUI\n@main struct Demo: App { var body: some Scene { WindowGroup { Text(\"x\") } } }\n",
      to: "app.swift", in: folder)
    XCTAssertNil(ExecMode.mainType(in: [plain]))
    XCTAssertEqual(ExecMode.mainType(in: [plain, app]), "Demo")
  }

  /// A plain program's `@main` type runs its `static func main()`, after the top-level code; an async
  /// one runs as a task, and an error it throws ends the program as Swift's runtime does.
  func testAMainTypeRunsItsMain() throws {
    let folder = try temporaryFolder(self)
    let sources = [
      "@main struct Tool { static func main() { print(\"sync\") } }\n": ("sync\n", Int32(0)),
      "@main struct Tool { static func main() async { await Task.yield(); print(\"async\") } }\n": (
        "async\n", 0
      ),
      "struct E: Error {}\n@main struct Tool { static func main() async throws { print(\"a\"); throw E() } }\n":
        (
          "a\n", 1
        ),
    ]
    for (source, (expected, status)) in sources.sorted(by: { $0.key < $1.key }) {
      let file = try write(source, to: "tool.swift", in: folder)
      XCTAssertNil(ExecMode.mainType(in: [file]), "only an App is refused")
      let output = StringOutput()
      let errors = StringOutput()
      let program = ProgramRun(seed: 0, budgets: .standard, output: output, errors: errors)
      XCTAssertEqual(program.run([file]), status, errors.text)
      XCTAssertEqual(output.text, expected)
      if status != 0 {
        XCTAssertTrue(errors.text.contains("Error raised at top level: tool.E()"), errors.text)
      }
    }
  }

  func testTheCommandLineNamesExec() throws {
    let command = try XCTUnwrap(
      try DynPropREPL.parseAsRoot(["exec", "a.swift", "b.swift", "--module-name", "main"]) as? ExecMode)
    XCTAssertEqual(command.files, ["a.swift", "b.swift"])
    XCTAssertEqual(command.moduleName, "main")
    XCTAssertThrowsError(try DynPropREPL.parseAsRoot(["exec"]))
  }
}
