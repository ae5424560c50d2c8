import XCTest

@testable import DynPropShell

final class CommandTableTests: XCTestCase {
  let table = CommandTable.standard

  func testEveryContractCommandExists() {
    let required = [
      "load", "reload", "mount", "tick", "run", "step", "tap", "set", "eval", "net", "tree", "props", "why",
      "diagnose", "history", "back", "goto", "forward", "export", "record", "expect", "reset", "help", "quit",
    ]
    XCTAssertEqual(table.commands.map(\.name).filter(required.contains), required)
    XCTAssertEqual(
      Set(table.commands.map(\.name)).subtracting(required),
      [
        "examples", "open", "explain", "store", "graph", "show", "diff", "watch", "unwatch", "break",
        "dismiss", "type", "submit", "toggle", "pick", "slide", "delete", "scroll",
      ])
  }

  func testUniquePrefixResolves() throws {
    XCTAssertEqual(try table.resolve("ti").name, "tick")
    XCTAssertEqual(try table.resolve("ta").name, "tap")
    XCTAssertEqual(try table.resolve("tr").name, "tree")
    XCTAssertEqual(try table.resolve("expe").name, "expect")
    XCTAssertEqual(try table.resolve("exi").name, "quit", "aliases take part in prefixes")
  }

  func testExactNameWinsOverLongerNames() throws {
    XCTAssertEqual(try table.resolve("run").name, "run")
    XCTAssertEqual(try table.resolve("set").name, "set")
  }

  func testAmbiguousPrefixListsTheCandidates() {
    XCTAssertThrowsError(try table.resolve("t")) { error in
      XCTAssertEqual(
        error as? ShellError,
        .scenario("ambiguous command 't': could be 'tick', 'tap', 'type', 'toggle', 'tree'"))
    }
  }

  func testUnknownCommandSuggestsTheClosestName() {
    XCTAssertThrowsError(try table.resolve("tikc")) { error in
      XCTAssertEqual(
        error as? ShellError,
        .scenario("unknown command 'tikc'; did you mean 'tick'? (type 'help' for the list)"))
    }
    XCTAssertThrowsError(try table.resolve("zzzzzz")) { error in
      guard case .scenario(let message)? = error as? ShellError else { return XCTFail("\(error)") }
      XCTAssertFalse(message.contains("did you mean"))
    }
  }

  func testEditDistanceCountsTranspositionsOnce() {
    XCTAssertEqual(Suggestion.editDistance("tick", "tikc"), 1)
    XCTAssertEqual(Suggestion.editDistance("mount", "mound"), 1)
    XCTAssertEqual(Suggestion.editDistance("", "abc"), 3)
    XCTAssertEqual(Suggestion.closest(to: "relaod", in: ["reload", "reset"]), "reload")
  }

  func testHelpOverviewIsGeneratedFromTheTable() {
    let overview = HelpCommand.overview(table)
    for command in table.commands {
      XCTAssertTrue(overview.contains("  \(command.usage) "), "missing \(command.name)")
      XCTAssertTrue(overview.contains(command.summary))
    }
    XCTAssertEqual(overview.split(separator: "\n").count, table.commands.count + 2)
  }

  func testHelpForOneCommandShowsUsageDetailsAndAliases() {
    let harness = Harness(echo: false)
    harness.session.execute("help ti", at: CommandSite(file: "t", line: 1))
    XCTAssertTrue(harness.text.hasPrefix("usage: tick [N]\n\nRuns N ticks"), harness.text)
    let quit = HelpCommand.page(for: QuitCommand())
    XCTAssertTrue(quit.hasSuffix("aliases: exit"))
  }

  func testHelpOfUnknownCommandIsAScenarioError() {
    let harness = Harness(echo: false)
    harness.session.execute("help tapp", at: CommandSite(file: "t", line: 3))
    XCTAssertEqual(
      harness.text,
      "  error: unknown command 'tapp'; did you mean 'tap'? (type 'help' for the list)  (at t:3:1)\n")
    XCTAssertEqual(harness.session.exitStatus, .dataError)
  }

  func testInspectionFlags() {
    let none = CommandArguments("")
    XCTAssertTrue(TreeCommand().isInspection(none))
    XCTAssertTrue(NetShellCommand().isInspection(none))
    XCTAssertFalse(NetShellCommand().isInspection(CommandArguments("manual")))
    XCTAssertFalse(TickCommand().isInspection(none))
    XCTAssertFalse(ExpectCommand().isInspection(CommandArguments("requests 1")))
  }
}

/// The prompt keeps asking for lines while Swift typed into `eval` is unfinished.
final class PromptCompletenessTests: XCTestCase {
  func testBracketsAndTheSwiftParserDecide() {
    XCTAssertFalse(PromptCompleteness.isComplete("eval [1, 2].map {"))
    XCTAssertTrue(PromptCompleteness.isComplete("eval [1, 2].map {\n $0 * 2\n}"))
    XCTAssertFalse(PromptCompleteness.isComplete("eval let s = \"\"\"\nabc"))
    XCTAssertTrue(PromptCompleteness.isComplete("eval let s = \"\"\"\nabc\n\"\"\""))
    XCTAssertTrue(PromptCompleteness.isComplete("tick 3"))
    XCTAssertFalse(PromptCompleteness.isComplete("set Counter.count = max(1,"))
  }
}
