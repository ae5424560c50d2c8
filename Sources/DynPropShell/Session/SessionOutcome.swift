/// The exit codes of CONTRACT §1 (sysexits where one fits).
public enum ExitStatus: Int32, Sendable {
  case ok = 0
  case expectationFailed = 1
  case usage = 64
  case dataError = 65
  case software = 70
  case ioError = 74
}

/// What went wrong during a session so far, reduced to an exit code when it ends.
///
/// `run` goes on after every error, so the outcome accumulates and decides the exit code at the end
/// (CONTRACT §1): a failed expectation beats an I/O error, which beats an unclaimed script or scenario
/// error. A failure of the tool itself (70) comes first, since then no other answer can be trusted.
public struct SessionOutcome: Equatable, Sendable {
  public var expectationFailed = false
  public var ioFailed = false
  public var toolFailed = false
  /// Errors since the last `reset` that no `expect error` claimed yet.
  public private(set) var unclaimedInWindow = 0
  /// Unclaimed errors from before the last `reset`; no later `expect error` can see them.
  public private(set) var unclaimedBeforeReset = 0

  public init() {}

  public var unclaimedErrors: Int { unclaimedInWindow + unclaimedBeforeReset }

  public mutating func errorReported() { unclaimedInWindow += 1 }

  /// A holding `expect error` claims every error reported since the last `reset`.
  public mutating func claimErrors() { unclaimedInWindow = 0 }

  /// `reset` starts a new window for "so far"; earlier unclaimed errors stay unclaimed.
  public mutating func reset() {
    unclaimedBeforeReset += unclaimedInWindow
    unclaimedInWindow = 0
  }

  public var status: ExitStatus {
    if toolFailed { return .software }
    if expectationFailed { return .expectationFailed }
    if ioFailed { return .ioError }
    if unclaimedErrors > 0 { return .dataError }
    return .ok
  }
}
