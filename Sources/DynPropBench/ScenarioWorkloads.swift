import Foundation

/// The suite's workloads as scenario files and plain programs, for counting instructions
/// (`dynprop-bench --write-workloads DIR`, read by Scripts/bench-instructions).
///
/// Why: on this machine wall-clock timings of one build swing by 2× from run to run, so "no benchmark
/// slower than before" cannot be told from seconds. Instructions counted under callgrind are the same on
/// every run. These files use only commands and script features that older builds have too, so one build
/// of today's suite measures any two builds of the tool through the command line, as a user runs it.
enum ScenarioWorkloads {
  /// One measured command line. `base` names the workload whose count is subtracted (the same setup
  /// without the measured steps) and `per` divides the difference, so a row is the cost of one step.
  struct Workload {
    var name: String
    var arguments: [String]
    var base: String? = nil
    var per: Int = 1
  }

  static let steps = 100

  /// Writes every file into `folder` and returns the workloads, each command line relative to it.
  static func write(to folder: URL) throws -> [Workload] {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    func file(_ name: String, _ text: String) throws {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    try file("empty.dps", "# nothing: the process's start and the preludes\n")
    try file("tree.swift", Workloads.counterTree(depth: 3))
    try file(
      "shared.swift",
      Workloads.counterTree(depth: 3, leafText: Workloads.sharedReadsLeafText)
        + Workloads.sharedValues)
    try file("list.swift", Workloads.bigList(rows: 1_000))
    try file("styled.swift", Workloads.styledViews(count: 100))
    try file("clock.swift", Workloads.frameClock)
    try file("clocks.swift", Workloads.taskClocks(100))
    try file("timer.swift", Workloads.timerClocks(100))
    try file("large.swift", Workloads.largeScript(lines: 5_000))
    try file("loop.swift", Workloads.loop.replacingOccurrences(of: "10_000_000", with: "1_000_000"))
    try file("calls.swift", calls)
    var workloads = [Workload(name: "start, nothing loaded", arguments: ["run", "empty.dps"])]
    func scenario(_ name: String, _ lines: [String], base: String? = nil, per: Int = 1) throws {
      let path = name.filter { $0.isLetter || $0.isNumber } + ".dps"
      try file(path, lines.joined(separator: "\n") + "\n")
      workloads.append(Workload(name: name, arguments: ["run", path], base: base, per: per))
    }
    try scenario("load of a 5,000-line script", ["load large.swift"], base: "start, nothing loaded")
    for (script, view, prefix) in [("tree", "Leaf", "counter tree"), ("shared", "Leaf", "shared reads")] {
      let setup = ["load \(script).swift", "mount Root()", "tick"]
      try scenario("\(prefix) N=1000: mount", setup, base: "start, nothing loaded")
      try scenario(
        "\(prefix) N=1000: leaf step", setup + leafSteps(view, count: 1_000), base: "\(prefix) N=1000: mount",
        per: steps)
    }
    let list = ["load list.swift", "mount BigList()", "tick"]
    try scenario("@Published [1000 rows]: mount", list, base: "start, nothing loaded")
    try scenario(
      "@Published [1000 rows]: toggle",
      list + (0..<steps).flatMap { ["eval theStore!.star(\($0 * 7 % 16))", "tick"] },
      base: "@Published [1000 rows]: mount", per: steps)
    let styled = ["load styled.swift", "mount StyledList()", "tick"]
    try scenario("15 modifiers × 100 views: mount", styled, base: "start, nothing loaded")
    try scenario(
      "15 modifiers × 100 views: leaf step", styled + leafSteps("Styled", count: 100),
      base: "15 modifiers × 100 views: mount", per: steps)
    let clock = ["load clock.swift", "mount ContentView()", "tick"]
    try scenario("frame clock: mount", clock, base: "start, nothing loaded")
    try scenario("frame clock: tick", clock + ["tick 2000"], base: "frame clock: mount", per: 2_000)
    let clocks = ["load clocks.swift", "mount Clocks()", "tick"]
    try scenario("100 task clocks: mount", clocks, base: "start, nothing loaded")
    try scenario("100 task clocks: tick", clocks + ["tick 100"], base: "100 task clocks: mount", per: 100)
    let timer = ["load timer.swift", "mount Faces()", "tick"]
    try scenario("Timer + 100 views: mount", timer, base: "start, nothing loaded")
    try scenario("Timer + 100 views: tick", timer + ["tick 100"], base: "Timer + 100 views: mount", per: 100)
    // Top-level code runs when its file loads: older builds have no `exec`.
    try scenario("while loop, 1M additions", ["load loop.swift"], base: "start, nothing loaded")
    try scenario("28,656 calls (fib 20)", ["load calls.swift"], base: "start, nothing loaded")
    return workloads
  }

  /// `steps` writes, each to a different leaf's `@State`, each followed by a tick.
  static func leafSteps(_ view: String, count: Int) -> [String] {
    (0..<steps).flatMap { step in ["set \(view)#\(step * 7_919 % count + 1).count = \(step + 1)", "tick"] }
  }

  /// Recursive calls: a function's entry and exit (arguments, frame, result).
  static let calls = """
    func fib(_ n: Int) -> Int {
      if n < 2 { return n }
      return fib(n - 1) + fib(n - 2)
    }
    print(fib(20))
    """

  /// The workloads as JSON, for Scripts/bench-instructions.
  static func manifest(_ workloads: [Workload]) -> String {
    let items = workloads.map { w in
      let arguments = w.arguments.map { "\"\($0)\"" }.joined(separator: ",")
      let base = w.base.map { "\"\($0)\"" } ?? "null"
      return "{\"name\":\"\(w.name)\",\"arguments\":[\(arguments)],\"base\":\(base),\"per\":\(w.per)}"
    }
    return "[\n" + items.joined(separator: ",\n") + "\n]\n"
  }
}
