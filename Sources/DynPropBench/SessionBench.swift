import DynPropShell
import Foundation

/// A whole shell session in this process: the real engine, the history, the detectors, the expectation
/// log and the human transcript (written to /dev/null), as `dynprop-repl run` has them.
final class BenchSession {
  let session: Session
  let folder: URL

  init(script: String, root: String) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dynprop-bench-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try script.write(to: folder.appendingPathComponent("app.swift"), atomically: true, encoding: .utf8)
    guard let null = FileHandle(forWritingAtPath: "/dev/null") else {
      throw BenchError("cannot open /dev/null")
    }
    let transcript = Transcript(
      output: StandardOutput(null), format: .human, style: .plain, echoesCommands: true)
    session = Session(engine: makeEngine(seed: 0), transcript: transcript, baseDirectory: folder)
    try run("load app.swift")
    try run("mount \(root)")
  }

  /// Runs one command; an error or a failed expectation stops the benchmark.
  func run(_ command: String) throws {
    session.execute(command, at: CommandSite(file: "bench.dps", line: 1))
    guard session.exitStatus == .ok else {
      throw BenchError("'\(command)' failed: \(session.problems.last ?? "\(session.exitStatus)")")
    }
  }

  /// Seconds per tick of `tick N`.
  func secondsPerTick(_ ticks: Int) throws -> Double {
    try Clock.seconds { try run("tick \(ticks)") } / Double(ticks)
  }
}

struct BenchError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// Issue 23: a per-frame clock left running keeps a constant cost per tick and bounded memory; script
/// tasks resume about as cheaply as a timer's callback.
enum SessionBench {
  static let chunk = 10_000

  static func all(quick: Bool) throws -> [Measurement] {
    try longSession(ticks: quick ? 100_000 : 1_000_000) + tasksAgainstTimer(ticks: quick ? 100 : 500)
      + setByInstance(sizes: quick ? [(3, 1_000)] : [(3, 1_000), (5, 100_000)], steps: quick ? 50 : 500)
  }

  /// Issue 16 (d): `set Leaf#K.count = V` through the shell on the counter tree: finding the K-th
  /// instance must not walk the tree. The median of one command, at each size, and their ratio.
  static func setByInstance(sizes: [(depth: Int, leaves: Int)], steps: Int) throws -> [Measurement] {
    var results: [Measurement] = []
    for (depth, leaves) in sizes {
      let bench = try BenchSession(script: Workloads.counterTree(depth: depth), root: "Root()")
      try bench.run("tick")
      let samples = try (0..<steps).map { step in
        try Clock.seconds { try bench.run("set Leaf#\((step * 7919) % leaves + 1).count = \(step + 1)") }
      }
      results.append(
        Measurement(name: "set Leaf#K N=\(leaves)", value: Clock.median(samples) * 1e6, unit: "µs"))
    }
    if results.count > 1, results[0].value > 0 {
      let ratio = results[results.count - 1].value / results[0].value
      results.append(
        Measurement(
          name: "set Leaf#K, largest N ÷ N=1000", value: ratio, unit: "×", target: "≤ 1.5 ×",
          meetsTarget: ratio <= 1.5))
    }
    return results
  }

  /// Runs `all` in a fresh `dynprop-bench --sessions` and reads its measurements back.
  static func inChildProcess(quick: Bool) throws -> [Measurement] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--sessions"] + (quick ? ["--quick"] : [])
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
      let items = try JSONSerialization.jsonObject(with: data) as? [[String: Any]]
    else { throw BenchError("the session benchmarks failed (exit \(process.terminationStatus))") }
    return items.map { item in
      Measurement(
        name: item["name"] as? String ?? "?", value: item["value"] as? Double ?? 0,
        unit: item["unit"] as? String ?? "", target: item["target"] as? String,
        meetsTarget: item["ok"] as? Bool)
    }
  }

  /// The per-frame `.task` clock for `ticks` ticks, in chunks of 10,000: the first and the last chunk's
  /// cost per tick, the whole run and the process's peak memory (this runs before the tree benchmarks,
  /// so the peak is the session's).
  static func longSession(ticks: Int) throws -> [Measurement] {
    let bench = try BenchSession(script: Workloads.frameClock, root: "ContentView()")
    var first = 0.0
    var last = 0.0
    let total = try Clock.seconds {
      for index in 0..<(ticks / chunk) {
        let perTick = try bench.secondsPerTick(chunk)
        if index == 0 { first = perTick }
        last = perTick
      }
    }
    try bench.run("expect text \"t \(ticks / chunk * chunk - 1)\"")
    try bench.run("expect no-pitfall")
    let peak = Clock.peakMemory()
    return [
      Measurement(name: "long session, first 10,000 ticks: per tick", value: first * 1e6, unit: "µs"),
      Measurement(name: "long session, last 10,000 ticks: per tick", value: last * 1e6, unit: "µs"),
      Measurement(
        name: "long session, last ÷ first", value: last / first, unit: "×", target: "≤ 1.2 ×",
        meetsTarget: last / first <= 1.2),
      Measurement(
        name: "long session, \(ticks.formatted()) ticks", value: total, unit: "s",
        target: ticks >= 1_000_000 ? "< 60 s" : nil, meetsTarget: ticks >= 1_000_000 ? total < 60 : nil),
      Measurement(
        name: "long session, peak RSS", value: peak / 1_048_576, unit: "MB", target: "< 100 MB",
        meetsTarget: peak < 100 * 1_048_576),
    ]
  }

  /// 100 views with a `.task` clock each against one `Timer` publisher driving 100 observing views:
  /// the same re-renders per tick, reached by task resumptions or by a timer's callback.
  static func tasksAgainstTimer(ticks: Int) throws -> [Measurement] {
    let tasks = try BenchSession(script: Workloads.taskClocks(100), root: "Clocks()")
    let timer = try BenchSession(script: Workloads.timerClocks(100), root: "Faces()")
    try tasks.run("tick")
    try timer.run("tick")
    let taskTick = try tasks.secondsPerTick(ticks)
    let timerTick = try timer.secondsPerTick(ticks)
    try tasks.run("expect text \"99: \(ticks)\"")
    try timer.run("expect text \"99: \(ticks)\"")
    return [
      Measurement(name: "100 task clocks, per tick", value: taskTick * 1e6, unit: "µs"),
      Measurement(name: "Timer + 100 observing views, per tick", value: timerTick * 1e6, unit: "µs"),
      Measurement(
        name: "100 task clocks ÷ Timer", value: taskTick / timerTick, unit: "×", target: "≤ 2 ×",
        meetsTarget: taskTick / timerTick <= 2),
    ]
  }
}
