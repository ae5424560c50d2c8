import XCTest

@testable import DynPropShell

#if canImport(FoundationXML)
  import FoundationXML
#endif

final class TestRunnerTests: XCTestCase {
  func makeSuite() throws -> URL {
    let folder = try temporaryFolder(self)
    try write("tick\nexpect requests 0\n", to: "suite/b/pass.dps", in: folder)
    try write("tick\n# check\nexpect requests 3\n", to: "suite/a/fail & <fail>.dps", in: folder)
    try write("bogus\n", to: "suite/c/error.dps", in: folder)
    try write("not a scenario", to: "suite/c/notes.txt", in: folder)
    return folder
  }

  func runTests(_ paths: [String], in folder: URL, update: Bool = false) throws -> [TestCaseResult] {
    let files = try TestDiscovery.files(for: paths, in: folder)
    return TestRunner(runner: ScenarioRunner(seed: 0) { _ in StubEngine() }, update: update).run(files)
  }

  func testFoldersAreSearchedRecursivelyInSortedOrder() throws {
    let folder = try makeSuite()
    let files = try TestDiscovery.files(for: ["suite"], in: folder)
    XCTAssertEqual(
      files.map(\.displayPath), ["suite/a/fail & <fail>.dps", "suite/b/pass.dps", "suite/c/error.dps"])
    try write("", to: "empty/readme.md", in: folder)
    XCTAssertThrowsError(try TestDiscovery.files(for: ["empty"], in: folder)) { error in
      XCTAssertEqual(error as? TestRunError, .usage("no scenario files (*.dps) found in empty"))
    }
    XCTAssertThrowsError(try TestDiscovery.files(for: ["missing"], in: folder))
  }

  func testReportHasPassFailLinesAndTheSummaryLast() throws {
    let folder = try makeSuite()
    let results = try runTests(["suite"], in: folder)
    let lines = TestReport(style: .plain).human(results)
    XCTAssertEqual(
      lines,
      [
        "FAIL suite/a/fail & <fail>.dps (exit 1)", "    3: expected requests 3, seen 0",
        "PASS suite/b/pass.dps",
        "FAIL suite/c/error.dps (exit 65)",
        "    error: unknown command 'bogus' (type 'help' for the list) (error.dps:1:1)",
        "1 passed, 2 failed",
      ])
  }

  func testJUnitXMLParsesBackWithTheFailures() throws {
    let folder = try makeSuite()
    let xml = JUnitReport.xml(try runTests(["suite"], in: folder))
    let parsed = JUnitParse(Data(xml.utf8))
    XCTAssertTrue(parsed.ok, parsed.error ?? "")
    XCTAssertEqual(parsed.testcases, ["fail & <fail>.dps", "pass.dps", "error.dps"])
    XCTAssertEqual(
      parsed.failureMessages,
      [
        "3: expected requests 3, seen 0",
        "error: unknown command 'bogus' (type 'help' for the list) (error.dps:1:1)",
      ])
    XCTAssertEqual(parsed.attributes["testsuite"]?["tests"], "3")
    XCTAssertEqual(parsed.attributes["testsuite"]?["failures"], "2")
    XCTAssertEqual(Set(parsed.times), ["0"])
  }

  func testJUnitEscapesControlCharacters() {
    XCTAssertEqual(JUnitReport.escape("a<b>&\u{1B}"), "a&lt;b&gt;&amp;\\u{1B}")
    XCTAssertEqual(JUnitReport.attribute("x\"\ny"), "\"x&quot;&#10;y\"")
  }

  func testGoldenTranscriptMustMatchAndUpdateRewritesIt() throws {
    let folder = try temporaryFolder(self)
    try write("tick\n", to: "g.dps", in: folder)
    try write("> tick\n── tick 1 ──\n", to: "g.out", in: folder)
    XCTAssertEqual(try runTests(["g.dps"], in: folder).map(\.passed), [true])

    try write("> tick\n── tick 2 ──\n", to: "g.out", in: folder)
    let failed = try runTests(["g.dps"], in: folder)
    XCTAssertEqual(failed.map(\.passed), [false])
    XCTAssertEqual(
      failed[0].messages,
      ["transcript differs from the .out file at line 2:", "- ── tick 2 ──", "+ ── tick 1 ──"])

    let updated = try runTests(["g.dps"], in: folder, update: true)
    XCTAssertEqual(updated.map(\.updatedGolden), [true])
    XCTAssertEqual(
      try String(contentsOf: folder.appendingPathComponent("g.out"), encoding: .utf8),
      "> tick\n── tick 1 ──\n")
    XCTAssertEqual(try runTests(["g.dps"], in: folder).map(\.passed), [true])
  }

  func testUpdateDoesNotCreateGoldenFiles() throws {
    let folder = try temporaryFolder(self)
    try write("tick\n", to: "g.dps", in: folder)
    _ = try runTests(["g.dps"], in: folder, update: true)
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("g.out").path))
  }

  func testJSONReport() throws {
    let folder = try makeSuite()
    let lines = TestReport(style: .plain).json(try runTests(["suite/b"], in: folder))
    XCTAssertEqual(
      lines,
      [
        #"{"type":"test","tick":0,"file":"suite/b/pass.dps","ok":true,"status":0,"messages":[]}"#,
        #"{"type":"summary","tick":0,"passed":1,"failed":0}"#,
      ])
  }
}

/// Reads JUnit XML back with Foundation's parser, collecting what the tests check.
final class JUnitParse: NSObject, XMLParserDelegate {
  var testcases: [String] = []
  var failureMessages: [String] = []
  var times: [String] = []
  var attributes: [String: [String: String]] = [:]
  var ok = false
  var error: String?

  init(_ data: Data) {
    super.init()
    let parser = XMLParser(data: data)
    parser.delegate = self
    ok = parser.parse()
    error = parser.parserError.map { "\($0)" }
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String]
  ) {
    self.attributes[name] = attributes
    if let time = attributes["time"] { times.append(time) }
    if name == "testcase", let testName = attributes["name"] { testcases.append(testName) }
    if name == "failure", let message = attributes["message"] { failureMessages.append(message) }
  }
}
