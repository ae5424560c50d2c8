import DynPropHost
import DynPropInterpreter
import Foundation

/// `dynprop-bench`: the performance suite (run in release by Scripts/bench). Prints a table with the
/// targets beside the measured numbers, or JSON with `--json`.
public enum BenchmarkSuite {
  /// O(dirty), not O(tree): the leaf step at the largest size against the smallest.
  static func leafStepRatio(_ results: [Measurement]) -> [Measurement] {
    let steps = results.filter { $0.name.hasPrefix("leaf step N=") && $0.name.hasSuffix("events off") }
    guard let small = steps.first, let large = steps.last, steps.count > 1, small.value > 0 else { return [] }
    let ratio = large.value / small.value
    return [
      Measurement(
        name: "leaf step, largest N ÷ N=1000", value: ratio, unit: "×", target: "≤ 1.5 ×",
        meetsTarget: ratio <= 1.5)
    ]
  }

  /// Issue 16: the shared-reads leaf step at the largest size against the smallest.
  static func sharedReadsRatio(_ results: [Measurement]) -> [Measurement] {
    let steps = results.filter { $0.name.hasPrefix("shared reads N=") && $0.name.hasSuffix("events off") }
    guard let small = steps.first, let large = steps.last, steps.count > 1, small.value > 0 else { return [] }
    let ratio = large.value / small.value
    return [
      Measurement(
        name: "shared reads, largest N ÷ N=1000", value: ratio, unit: "×", target: "≤ 1.5 ×",
        meetsTarget: ratio <= 1.5)
    ]
  }

  public static func main() {
    let arguments = CommandLine.arguments
    let json = arguments.contains("--json")
    let quick = arguments.contains("--quick")
    let tool = value(after: "--tool", in: arguments)
    if let folder = value(after: "--write-workloads", in: arguments) {
      writeWorkloads(to: URL(fileURLWithPath: folder))
      return
    }
    if arguments.contains("--sessions") {
      do {
        print(Report.json(try SessionBench.all(quick: quick)))
      } catch {
        FileHandle.standardError.write(Data("benchmark failed: \(error)\n".utf8))
        exit(70)
      }
      return
    }
    var results: [Measurement] = []
    let sizes = quick ? [(3, 1_000)] : [(3, 1_000), (4, 10_000), (5, 100_000)]
    do {
      // The tool runs first, while this process is small: spawning a child from a process holding a
      // 100,000-view tree costs far more than a user's shell pays to start the tool.
      if let tool { results += ToolBench.run(tool: tool, quick: quick) }
      // The sessions run in a child process of their own, so its peak memory is the session's and the
      // trees' memory growth below is measured from a small process.
      results += try SessionBench.inChildProcess(quick: quick)
      for (depth, leaves) in sizes {
        results += try CounterTreeBench(depth: depth, leaves: leaves, steps: quick ? 200 : 2_000).run()
      }
      results += leafStepRatio(results)
      for (depth, leaves) in sizes {
        results += try RealShapesBench.sharedReads(depth: depth, leaves: leaves, steps: quick ? 200 : 2_000)
      }
      results += sharedReadsRatio(results)
      for rows in quick ? [1_000] : [10_000, 100_000] {
        results += try RealShapesBench.publishedArray(count: rows, steps: quick ? 20 : 200)
      }
      for count in quick ? [100] : [1_000, 10_000] {
        results += try RealShapesBench.modifierChains(count: count)
      }
      results += try InterpreterBench.run()
    } catch {
      FileHandle.standardError.write(Data("benchmark failed: \(error)\n".utf8))
      exit(70)
    }
    print(json ? Report.json(results) : Report.table(results))
  }

  /// The scenario workloads and their manifest, for Scripts/bench-instructions.
  static func writeWorkloads(to folder: URL) {
    do {
      let workloads = try ScenarioWorkloads.write(to: folder)
      try ScenarioWorkloads.manifest(workloads).write(
        to: folder.appendingPathComponent("manifest.json"), atomically: true, encoding: .utf8)
    } catch {
      FileHandle.standardError.write(Data("cannot write the workloads: \(error)\n".utf8))
      exit(74)
    }
  }

  static func value(after flag: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
  }
}

/// One measured number, with its target when the issue sets one.
struct Measurement {
  var name: String
  var value: Double
  var unit: String
  var target: String?
  var meetsTarget: Bool?
}

/// Monotonic timing for benchmarks only (the tool itself never reads the clock).
enum Clock {
  static func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  /// Peak resident memory of this process in bytes (VmHWM).
  static func peakMemory() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      let digits = line.filter(\.isNumber)
      return (Double(digits) ?? 0) * 1024
    }
    return 0
  }
}
