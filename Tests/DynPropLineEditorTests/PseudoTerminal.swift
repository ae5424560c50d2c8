import Foundation

/// A pseudo-terminal pair for driving the line editor as a user would: the reader edits on the
/// follower side, and a background thread "types" on the leader side once editing (raw mode) began.
final class PseudoTerminal {
  /// One thing the typist does.
  enum Step: Sendable {
    /// Waits until the editor has put the terminal in raw mode, then writes the keys.
    case type(String)
    case pause(TimeInterval)
    /// Sends SIGINT to the given thread, as Ctrl-C would.
    case interrupt(pthread_t)
  }

  let leader: Int32
  let follower: Int32
  let input: UnsafeMutablePointer<FILE>
  let output: UnsafeMutablePointer<FILE>

  init() throws {
    leader = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    guard leader >= 0, Self.grantpt(leader) == 0, Self.unlockpt(leader) == 0,
      let name = Self.ptsname(leader)
    else {
      throw CocoaError(.fileNoSuchFile)
    }
    follower = open(name, O_RDWR | O_NOCTTY)
    guard follower >= 0, let input = fdopen(follower, "r"), let output = fdopen(dup(follower), "w")
    else {
      throw CocoaError(.fileNoSuchFile)
    }
    (self.input, self.output) = (input, output)
    _ = fcntl(leader, F_SETFL, fcntl(leader, F_GETFL) | O_NONBLOCK)
    if ProcessInfo.processInfo.environment["TERM"].map({ $0.isEmpty || $0 == "dumb" }) ?? true {
      setenv("TERM", "xterm", 1)
    }
  }

  deinit {
    fclose(input)
    fclose(output)
    close(leader)
  }

  /// Plays the steps on a background thread, so the test thread can block in `read()`.
  func play(_ steps: [Step]) {
    let (leader, follower) = (self.leader, self.follower)
    Thread.detachNewThread {
      for step in steps { Self.perform(step, leader: leader, follower: follower) }
    }
  }

  /// Everything the editor wrote so far.
  func drainOutput() -> String {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(leader, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      bytes += chunk[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func perform(_ step: Step, leader: Int32, follower: Int32) {
    switch step {
    case .type(let keys):
      waitForRawMode(follower)
      let bytes = Array(keys.utf8)
      _ = bytes.withUnsafeBytes { write(leader, $0.baseAddress, $0.count) }
    case .pause(let seconds):
      Thread.sleep(forTimeInterval: seconds)
    case .interrupt(let thread):
      pthread_kill(thread, SIGINT)
    }
  }

  // The pty functions need _XOPEN_SOURCE, so Swift's Glibc module does not show them; look them up.
  private static let grantpt = function("grantpt", as: (@convention(c) (Int32) -> Int32).self)
  private static let unlockpt = function("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
  private static let ptsname = function(
    "ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)

  private static func function<F>(_ name: String, as type: F.Type) -> F {
    guard let symbol = dlsym(nil, name) else { fatalError("libc has no \(name)") }
    return unsafeBitCast(symbol, to: type)
  }

  private static func waitForRawMode(_ follower: Int32) {
    let deadline = Date().addingTimeInterval(5)
    var settings = termios()
    while Date() < deadline {
      if tcgetattr(follower, &settings) == 0 && settings.c_lflag & tcflag_t(ICANON) == 0 { return }
      usleep(5_000)
    }
  }
}
