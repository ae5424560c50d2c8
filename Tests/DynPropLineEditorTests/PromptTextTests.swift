import XCTest

@testable import DynPropLineEditor

/// Escape sequences in prompts are wrapped in markers so libedit does not count their width.
final class PromptTextTests: XCTestCase {
  func testPlainPromptIsUnchanged() {
    XCTAssertEqual(PromptText.markingEscapes("dynprop> "), "dynprop> ")
  }

  func testColorSequencesAreWrapped() {
    let marked = PromptText.markingEscapes("\u{1B}[1;32mdp>\u{1B}[0m ")
    XCTAssertEqual(marked, "\u{1}\u{1B}[1;32m\u{1}dp>\u{1}\u{1B}[0m\u{1} ")
  }

  func testTwoCharacterEscapeAndTruncatedEscape() {
    XCTAssertEqual(PromptText.markingEscapes("a\u{1B}7b"), "a\u{1}\u{1B}7\u{1}b")
    XCTAssertEqual(PromptText.markingEscapes("a\u{1B}"), "a\u{1}\u{1B}\u{1}")
  }
}
