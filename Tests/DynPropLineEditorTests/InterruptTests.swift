import DynPropLineEditor
import Foundation
import XCTest

/// Interrupt turns a real SIGINT into a flag that `take()` reports exactly once.
final class InterruptTests: XCTestCase {
  func testTakeReportsEachInterruptOnce() {
    Interrupt.install()
    Interrupt.install()  // a second install is harmless
    _ = Interrupt.take()
    XCTAssertFalse(Interrupt.isPending)
    XCTAssertFalse(Interrupt.take())

    raise(SIGINT)  // delivered to this thread before raise returns; the process must survive it
    XCTAssertTrue(Interrupt.isPending)
    XCTAssertTrue(Interrupt.isPending, "isPending does not clear")
    XCTAssertTrue(Interrupt.take())
    XCTAssertFalse(Interrupt.isPending)
    XCTAssertFalse(Interrupt.take())
  }

  func testSeveralInterruptsBeforeTakeCountOnce() {
    Interrupt.install()
    _ = Interrupt.take()
    raise(SIGINT)
    raise(SIGINT)
    XCTAssertTrue(Interrupt.take())
    XCTAssertFalse(Interrupt.take())
  }
}
