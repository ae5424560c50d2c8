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

  /// Wall time from spawning the tool to its exit. `posix_spawn` and `waitpid` directly: Foundation's
  /// `Process.waitUntilExit` on Linux polls its run loop every 50 ms, which would swamp a 20 ms start.
  private static func time(_ tool: String, _ arguments: [String], input: String?) -> Double {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return 0 }
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, fds[0], 0)
    posix_spawn_file_actions_addclose(&actions, fds[1])
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = ([tool] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, tool, &actions, nil, argv, environ) == 0 else { return 0 }
    close(fds[0])
    if let input {
      _ = input.utf8CString.withUnsafeBufferPointer { write(fds[1], $0.baseAddress, $0.count - 1) }
    }
    close(fds[1])
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
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
