import XCTest

@testable import DynPropShell

/// `store` arguments: KEY=EXPR words keep quoted blanks and brackets; `#K` and `K` name an object.
final class StoreCommandTests: XCTestCase {
  let command = StoreCommand()

  func testInsertSplitsAssignmentsOutsideStringsAndBrackets() throws {
    XCTAssertEqual(
      try command.parse(CommandArguments(#"insert Item title="a \" b" tags=[1, 2] n=f(3, 4)"#)),
      .insert(
        entity: "Item",
        values: [
          StoreAssignment(key: "title", expression: #""a \" b""#),
          StoreAssignment(key: "tags", expression: "[1, 2]"),
          StoreAssignment(key: "n", expression: "f(3, 4)"),
        ]))
    XCTAssertEqual(try command.parse(CommandArguments("insert Item")), .insert(entity: "Item", values: []))
  }

  func testSetDeleteAndList() throws {
    XCTAssertEqual(
      try command.parse(CommandArguments(#"set Item #2 title = "x = y""#)),
      .set(entity: "Item", index: 2, key: "title", expression: #""x = y""#))
    XCTAssertEqual(try command.parse(CommandArguments("delete Item 3")), .delete(entity: "Item", index: 3))
    XCTAssertEqual(try command.parse(CommandArguments("")), .list)
    XCTAssertTrue(command.isInspection(CommandArguments("")))
    XCTAssertFalse(command.isInspection(CommandArguments("delete Item #1")))
  }

  func testBadArgumentsAreScenarioErrors() {
    for bad in [
      "insert", "insert Item title=", "insert Item =1", "insert Item title", "delete Item",
      "delete Item #0", "set Item #1 title", "set Item #1 = 3", "frobnicate",
    ] {
      XCTAssertThrowsError(try command.parse(CommandArguments(bad)), bad) { error in
        guard case ShellError.scenario(let message) = error else { return XCTFail("\(bad): \(error)") }
        XCTAssertTrue(message.hasPrefix("store: "), message)
      }
    }
  }

  func testCompletionOffersSubcommandsThenEntities() throws {
    let folder = try temporaryFolder(self)
    let script = try write(
      "import CoreData\nfinal class Item: NSManagedObject { @NSManaged var title: String }\n", to: "m.swift",
      in: folder)
    let engine = makeEngine(seed: 0)
    try engine.load(files: [script])
    let transcript = Transcript(output: StringOutput(), format: .human, style: .plain, echoesCommands: false)
    let completer = ShellCompleter(
      session: Session(engine: engine, transcript: transcript, baseDirectory: folder))
    XCTAssertEqual(completer.candidates("store "), ["insert", "delete", "set"])
    XCTAssertEqual(completer.candidates("store insert It"), ["Item"])
  }
}
