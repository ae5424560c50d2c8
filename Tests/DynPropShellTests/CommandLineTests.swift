import ArgumentParser
import XCTest

@testable import DynPropShell

final class CommandLineTests: XCTestCase {
  func testFilesAndFlagsGoToTheDefaultShellMode() throws {
    let command = try DynPropREPL.parseAsRoot([
      "A.swift", "my file.swift", "--root", "Feed()", "--seed", "7", "--json",
    ])
    let shell = try XCTUnwrap(command as? ShellMode)
    XCTAssertEqual(shell.options.seed, 7)
    XCTAssertTrue(shell.options.json)
    XCTAssertEqual(
      shell.startupCommands(defaultExample: true), [#"load A.swift "my file.swift""#, "mount Feed()"])
  }

  func testNoFilesMeansTheDefaultExampleOnlyWhenInteractive() throws {
    let shell = try XCTUnwrap(try DynPropREPL.parseAsRoot([]) as? ShellMode)
    XCTAssertEqual(shell.startupCommands(defaultExample: false), [])
  }

  func testRunAndTestModes() throws {
    let run = try XCTUnwrap(try DynPropREPL.parseAsRoot(["run", "s.dps", "--color", "never"]) as? RunMode)
    XCTAssertEqual(run.scenario, "s.dps")
    XCTAssertEqual(run.options.color, .never)
    let test = try XCTUnwrap(
      try DynPropREPL.parseAsRoot(["test", "a", "b", "--junit", "r.xml", "--update"]) as? TestMode)
    XCTAssertEqual(test.paths, ["a", "b"])
    XCTAssertEqual(test.junit, "r.xml")
    XCTAssertTrue(test.update)
  }

  func testUsageErrorsExitWith64() {
    for arguments in [["--color", "blue"], ["run"], ["run", "a.dps", "b.dps"], ["--seed", "x"]] {
      XCTAssertThrowsError(try DynPropREPL.parseAsRoot(arguments)) { error in
        XCTAssertEqual(DynPropREPL.exitCode(for: error).rawValue, 64, "\(arguments)")
      }
    }
  }

  func testColourChoice() {
    XCTAssertTrue(ColorChoice.auto.isEnabled(environment: [:], outputIsTerminal: true))
    XCTAssertFalse(ColorChoice.auto.isEnabled(environment: [:], outputIsTerminal: false))
    XCTAssertTrue(ColorChoice.always.isEnabled(environment: [:], outputIsTerminal: false))
    XCTAssertFalse(ColorChoice.always.isEnabled(environment: ["NO_COLOR": "1"], outputIsTerminal: true))
    XCTAssertFalse(ColorChoice.never.isEnabled(environment: [:], outputIsTerminal: true))
  }
}

final class CompletionTests: XCTestCase {
  func testCommandNamesThenArguments() throws {
    let folder = try temporaryFolder(self)
    try write("", to: "Sources/Feed.swift", in: folder)
    try write("", to: "Sources/Fun.swift", in: folder)
    try write("", to: ".hidden", in: folder)
    let harness = Harness(directory: folder)
    let completer = ShellCompleter(session: harness.session)
    XCTAssertEqual(completer.candidates("t"), ["tick", "tap", "type", "toggle", "tree"])
    XCTAssertEqual(completer.candidates("expect bo"), ["body-count"])
    XCTAssertEqual(completer.candidates("load "), ["Sources/"])
    XCTAssertEqual(completer.candidates("load Sources/F"), ["Sources/Feed.swift", "Sources/Fun.swift"])
    XCTAssertEqual(completer.candidates("load ."), [".hidden"])
    XCTAssertEqual(completer.candidates("export "), ["dot", "trace", "events"])
    XCTAssertEqual(completer.candidates("mount Counter"), ["CounterView", "CounterView.count"])
    XCTAssertEqual(completer.candidates("eval Text(Cou"), ["CounterView", "CounterView.count"])
    XCTAssertEqual(completer.candidates("bogus x"), [])
    XCTAssertEqual(completer.candidates("expect no-pitfall ren"), ["render-loop"])
    XCTAssertEqual(completer.candidates("expect warning publish-o"), ["publish-off-main"])
    XCTAssertEqual(completer.candidates("break pitfall stale-"), ["stale-binding", "stale-capture"])
  }

  /// Each command completes what it takes next, and nothing where Swift or free text follows.
  func testCompletionByContext() throws {
    let completer = ShellCompleter(session: Harness().session)
    XCTAssertEqual(completer.candidates("open remote"), ["remote-data"])
    XCTAssertEqual(completer.candidates("open remote-data 4"), ["4a", "4b"])
    XCTAssertEqual(completer.candidates("open remote-data loading-s"), ["loading-state"])
    XCTAssertEqual(completer.candidates("why "), ["CounterView"])
    XCTAssertEqual(completer.candidates("props Co"), ["CounterView"])
    XCTAssertEqual(completer.candidates("why CounterView "), [])
    XCTAssertEqual(completer.candidates("set Co"), ["CounterView.count"])
    XCTAssertEqual(completer.candidates("set CounterView.count = Co"), [])
    XCTAssertEqual(completer.candidates("explain fetch"), ["fetch-loop"])
    XCTAssertEqual(completer.candidates("explain state-w"), ["state-write-during-update"])
    XCTAssertEqual(completer.candidates("break pitfall ren"), ["render-loop"])
    XCTAssertEqual(completer.candidates("break vi"), ["view"])
    XCTAssertEqual(completer.candidates("history --kind re"), ["request", "response"])
  }
}
