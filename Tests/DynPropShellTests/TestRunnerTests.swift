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
    XCTAssertEqual(parsed.failureMessages, ["3: expected requests 3, seen 0"])
    XCTAssertEqual(
      parsed.errorMessages, ["error: unknown command 'bogus' (type 'help' for the list) (error.dps:1:1)"],
      "an unclaimed script or scenario error is a JUnit error, not a failure")
    XCTAssertEqual(parsed.attributes["testsuite"]?["tests"], "3")
    XCTAssertEqual(parsed.attributes["testsuite"]?["failures"], "1")
    XCTAssertEqual(parsed.attributes["testsuite"]?["errors"], "1")
    XCTAssertEqual(Set(parsed.times), ["0"])
  }

  func testJUnitTimesAreRealOnlyWhenAsked() throws {
    let folder = try makeSuite()
    var results = try runTests(["suite"], in: folder)
    for index in results.indices { results[index].seconds = 0.25 }
    XCTAssertEqual(Set(JUnitParse(Data(JUnitReport.xml(results).utf8)).times), ["0"])
    let timed = JUnitParse(Data(JUnitReport.xml(results, realTimes: true).utf8))
    XCTAssertEqual(timed.times, ["0.750", "0.750", "0.250", "0.250", "0.250"])
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
      ["--- g.out", "+++ seen", "@@ -1,2 +1,2 @@", " > tick", "-── tick 2 ──", "+── tick 1 ──"])
    XCTAssertEqual(
      TestReport(style: .plain).human(failed).first, "FAIL g.dps", "no '(exit 0)' for a transcript mismatch")

    let updated = try runTests(["g.dps"], in: folder, update: true)
    XCTAssertEqual(updated.map(\.updatedGolden), [true])
    XCTAssertEqual(
      try String(contentsOf: folder.appendingPathComponent("g.out"), encoding: .utf8),
      "> tick\n── tick 1 ──\n")
    XCTAssertEqual(try runTests(["g.dps"], in: folder).map(\.passed), [true])
  }

  func testUpdateCreatesTheGoldenFileOfANamedScenarioOnly() throws {
    let folder = try temporaryFolder(self)
    try write("tick\n", to: "g.dps", in: folder)
    try write("tick\n", to: "suite/h.dps", in: folder)
    let results = try runTests(["g.dps", "suite"], in: folder, update: true)
    XCTAssertEqual(results.map(\.updatedGolden), [true, false])
    XCTAssertEqual(
      try String(contentsOf: folder.appendingPathComponent("g.out"), encoding: .utf8),
      "> tick\n── tick 1 ──\n")
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("suite/h.out").path),
      "a folder only rewrites the .out files its scenarios keep")
  }

  func testUnifiedDiffShowsOnlyTheChangeWithContext() {
    let old = (1...20).map { "line \($0)" }
    var new = old
    new[9] = "line ten"
    new.insert("extra", at: 15)
    XCTAssertEqual(
      LineDiff.unified(expected: old, actual: new),
      [
        "@@ -7,12 +7,13 @@", " line 7", " line 8", " line 9", "-line 10", "+line ten", " line 11", " line 12",
        " line 13", " line 14", " line 15", "+extra", " line 16", " line 17", " line 18",
      ])
    XCTAssertEqual(
      LineDiff.unified(expected: ["a", "b"], actual: ["a"]), ["@@ -1,2 +1,1 @@", " a", "-b"])
    XCTAssertEqual(LineDiff.unified(expected: [], actual: ["x"]), ["@@ -0,0 +1,1 @@", "+x"])
    XCTAssertEqual(LineDiff.unified(expected: ["x"], actual: ["x"]), [])
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
  var errorMessages: [String] = []
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
    if name == "error", let message = attributes["message"] { errorMessages.append(message) }
  }
}
