import Foundation

/// Whole-tool timings through the built executable: startup with the default example, and a
/// 10,000-tick scenario replay.
enum ToolBench {
  static func run(tool: String, quick: Bool) -> [Measurement] {
    var results: [Measurement] = []
    let startup = Clock.median(
      (0..<5).map { _ in time(tool, ["Examples/remote-data/1-class-wrapper.swift"], input: "quit\n") })
    results.append(
      Measurement(
        name: "startup to first prompt (default example)", value: startup * 1000, unit: "ms",
        target: "≤ 50 ms", meetsTarget: startup <= 0.05))
    let scenario = makeScenario(ticks: quick ? 1_000 : 10_000)
    let replay = time(tool, ["run", scenario.path], input: nil)
    results.append(
      Measurement(
        name: "replay of a \(quick ? 1_000 : 10_000)-tick scenario", value: replay, unit: "s",
        target: "≤ 2 s", meetsTarget: replay <= 2))
    return results
  }

  private static func time(_ tool: String, _ arguments: [String], input: String?) -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
    process.standardError = FileHandle(forWritingAtPath: "/dev/null")
    let pipe = Pipe()
    process.standardInput = pipe
    return
      (try? Clock.seconds {
        try process.run()
        if let input { pipe.fileHandleForWriting.write(Data(input.utf8)) }
        try? pipe.fileHandleForWriting.close()
        process.waitUntilExit()
      }) ?? 0
  }

  /// A scenario of mixed taps and fetches over many ticks.
  private static func makeScenario(ticks: Int) -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dynprop-bench")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let script = """
      import SwiftUI
      final class Feed: ObservableObject {
        @Published var items: [Int] = []
        func reload() {
          URLSession.shared.dataTask(with: URL(string: "https://example.com/n")!) { data, _, _ in
            DispatchQueue.main.async { self.items.append(self.items.count) }
          }.resume()
        }
      }
      struct Screen: View {
        @StateObject private var feed = Feed()
        @State private var taps = 0
        var body: some View {
          VStack {
            Text("taps \\(taps)")
            Text("items \\(feed.items.count)")
            Button("Tap") { taps += 1 }
            Button("Reload") { feed.reload() }
          }
        }
      }
      """
    try? script.write(to: folder.appendingPathComponent("screen.swift"), atomically: true, encoding: .utf8)
    var lines = ["net route https://example.com/n 1", "load screen.swift", "mount Screen()"]
    for tick in 0..<ticks {
      if tick % 3 == 0 { lines.append("tap \"Tap\"") }
      if tick % 10 == 0 { lines.append("tap \"Reload\"") }
      lines.append("tick")
    }
    let file = folder.appendingPathComponent("replay.dps")
    try? lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
    return file
  }
}

/// The results as a table or as JSON.
enum Report {
  static func table(_ results: [Measurement]) -> String {
    var lines = ["cores: \(ProcessInfo.processInfo.activeProcessorCount)", ""]
    lines.append(pad("measurement", 52) + pad("value", 14) + pad("target", 30) + "ok")
    for r in results {
      let value = String(format: r.value < 10 ? "%.3f" : "%.1f", r.value) + " " + r.unit
      let ok = r.meetsTarget.map { $0 ? "yes" : "NO" } ?? ""
      lines.append(pad(r.name, 52) + pad(value, 14) + pad(r.target ?? "", 30) + ok)
    }
    return lines.joined(separator: "\n")
  }

  static func json(_ results: [Measurement]) -> String {
    let items = results.map { r in
      "{\"name\":\"\(r.name)\",\"value\":\(r.value),\"unit\":\"\(r.unit)\",\"target\":\(r.target.map { "\"\($0)\"" } ?? "null"),\"ok\":\(r.meetsTarget.map { $0 ? "true" : "false" } ?? "null")}"
    }
    return "[\n" + items.joined(separator: ",\n") + "\n]"
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
