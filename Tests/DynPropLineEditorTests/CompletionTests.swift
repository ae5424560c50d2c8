import DynPropLineEditor
import XCTest

/// The pure Tab-completion decision and its common-prefix rule.
final class CompletionTests: XCTestCase {
  func testCommonPrefix() {
    XCTAssertEqual(Completion.commonPrefix(["tick", "tap", "tree"]), "t")
    XCTAssertEqual(Completion.commonPrefix(["mount", "mounted"]), "mount")
    XCTAssertEqual(Completion.commonPrefix(["load"]), "load")
    XCTAssertEqual(Completion.commonPrefix(["abc", "xyz"]), "")
    XCTAssertEqual(Completion.commonPrefix([]), "")
    XCTAssertEqual(Completion.commonPrefix(["état", "étage"]), "éta")
  }

  func testUniqueCandidateInsertsRestAndSpace() {
    XCTAssertEqual(Completion.action(lineBeforeCursor: "ti", candidates: ["tick"]), .insert("ck "))
    XCTAssertEqual(Completion.action(lineBeforeCursor: "tick", candidates: ["tick"]), .insert(" "))
    XCTAssertEqual(Completion.action(lineBeforeCursor: "", candidates: ["help"]), .insert("help "))
  }

  func testWordIsTheSuffixThatStartsACandidate() {
    XCTAssertEqual(
      Completion.action(lineBeforeCursor: "Text(coun", candidates: ["count"]), .insert("t "))
    XCTAssertEqual(
      Completion.action(lineBeforeCursor: "load Ex", candidates: ["Examples/"]), .insert("amples/"))
    XCTAssertEqual(
      Completion.action(lineBeforeCursor: "tick 3; ta", candidates: ["tap"]), .insert("p "))
  }

  func testSeveralCandidatesInsertCommonPrefixFirst() {
    let action = Completion.action(lineBeforeCursor: "mo", candidates: ["mount", "mounted"])
    XCTAssertEqual(action, .insert("unt"))
  }

  func testSeveralCandidatesWithNothingToInsertAreListedSorted() {
    let action = Completion.action(
      lineBeforeCursor: "t", candidates: ["tree", "tick", "tap", "tick"])
    XCTAssertEqual(action, .list(["tap", "tick", "tree"]))
  }

  func testCandidatesThatDoNotExtendTheTypedWordAreListed() {
    XCTAssertEqual(Completion.action(lineBeforeCursor: "TI", candidates: ["tick"]), .list(["tick"]))
    let fuzzy = Completion.action(lineBeforeCursor: "tic", candidates: ["tick", "tock"])
    XCTAssertEqual(fuzzy, .list(["tick", "tock"]))
  }

  func testNoCandidates() {
    XCTAssertEqual(Completion.action(lineBeforeCursor: "zz", candidates: []), .none)
    XCTAssertEqual(Completion.action(lineBeforeCursor: "zz", candidates: [""]), .none)
  }
}
