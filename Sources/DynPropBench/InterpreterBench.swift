import Foundation

/// The 10-million-addition loop beside CPython, and `load` of a 5,000-line script.
enum InterpreterBench {
  static func run() throws -> [Measurement] {
    let world = BenchWorld(events: false)
    let ours = try Clock.seconds { try world.load(Workloads.loop) }
    let python = pythonSeconds()
    var results = [
      Measurement(
        name: "while loop, 10M additions", value: ours, unit: "s",
        target: python.map { String(format: "≤ 1.5 × CPython (%.2f s)", $0) },
        meetsTarget: python.map { ours <= 1.5 * $0 })
    ]
    if let python { results.append(Measurement(name: "CPython, same loop", value: python, unit: "s")) }
    let source = Workloads.largeScript(lines: 5_000)
    // The median of several loads, each into a fresh world (the first also pays one-time runtime setup).
    let loadTime = Clock.median(
      try (0..<5).map { _ in
        try Clock.seconds { try BenchWorld(events: false).load(source, name: "large.swift") }
      })
    results.append(
      Measurement(
        name: "load of a 5,000-line script", value: loadTime * 1000, unit: "ms",
        target: "< 100 ms", meetsTarget: loadTime < 0.1))
    return results
  }

  static func pythonSeconds() -> Double? {
    let script = FileManager.default.temporaryDirectory.appendingPathComponent("dynprop-bench-loop.py")
    guard (try? Workloads.pythonLoop.write(to: script, atomically: true, encoding: .utf8)) != nil else {
      return nil
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path]
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
    return try? Clock.seconds {
      try process.run()
      process.waitUntilExit()
    }
  }
}

extension Measurement {
  init(name: String, value: Double, unit: String) {
    self.init(name: name, value: value, unit: unit, target: nil, meetsTarget: nil)
  }
}
