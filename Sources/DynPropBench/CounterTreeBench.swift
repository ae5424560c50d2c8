import DynPropHost
import DynPropInterpreter
import DynPropShell
import Foundation

/// The counter tree at one size: mount, leaf steps (events off and on), a full re-render, memory.
struct CounterTreeBench {
  let depth: Int
  let leaves: Int
  let steps: Int

  func run() throws -> [Measurement] {
    var results: [Measurement] = []
    let memoryBefore = Clock.peakMemory()
    let world = BenchWorld(events: false)
    let mount = try Clock.seconds {
      try world.load(Workloads.counterTree(depth: depth))
      try world.graph.mount(try world.evaluate("Root()"))
      try world.graph.runTick()
    }
    let views = world.graph.allNodes().count
    results.append(
      Measurement(
        name: "mount N=\(leaves) (\(views) nodes)", value: mount, unit: "s",
        target: leaves == 100_000 ? "< 5 s" : nil, meetsTarget: leaves == 100_000 ? mount < 5 : nil))
    let leafNodes = world.graph.scriptNodes().filter { $0.typeName == "Leaf" }
    let quiet = try leafSteps(world, leafNodes, offset: 0)
    results.append(
      Measurement(
        name: "leaf step N=\(leaves), events off", value: quiet * 1e6, unit: "µs",
        target: leaves == 10_000 ? "≤ 30 µs" : nil, meetsTarget: leaves == 10_000 ? quiet * 1e6 <= 30 : nil))
    world.graph.eventsEnabled = true
    // The human transcript, rendered as the shell renders it, to /dev/null.
    let sink = FileHandle(forWritingAtPath: "/dev/null")
    let format = HumanEventFormat(style: .plain)
    world.graph.emit = { event in
      sink?.write(Data((format.lines(for: event).joined(separator: "\n") + "\n").utf8))
    }
    let loud = try leafSteps(world, leafNodes, offset: 1_000_000)
    results.append(
      Measurement(
        name: "leaf step N=\(leaves), human transcript on", value: loud * 1e6, unit: "µs",
        target: leaves == 10_000 ? "≤ 60 µs" : nil, meetsTarget: leaves == 10_000 ? loud * 1e6 <= 60 : nil))
    world.graph.eventsEnabled = false
    let full = try fullRender(world)
    let perView = full / Double(max(views, 1)) * 1e6
    results.append(
      Measurement(
        name: "full re-render N=\(leaves), per view", value: perView, unit: "µs",
        target: "≤ 40 µs", meetsTarget: perView <= 40))
    let memory = (Clock.peakMemory() - memoryBefore) / Double(max(views, 1))
    // The target is per view "plus the script": at N=1,000 the script and the interpreter's own setup
    // still dominate the growth, so the target applies from N=10,000 on.
    let judged = leaves >= 10_000
    results.append(
      Measurement(
        name: "peak memory growth N=\(leaves), per node", value: memory, unit: "B",
        target: judged ? "< 1024 B" : nil, meetsTarget: judged ? memory < 1024 : nil))
    return results
  }

  /// Median time of: write one leaf's `@State`, then one tick.
  /// Each write stores a new value (`offset` keeps the two passes apart), so every step re-renders.
  func leafSteps(_ world: BenchWorld, _ nodes: [ViewNode], offset: Int) throws -> Double {
    var samples: [Double] = []
    let site = world.interpreter.site
    for step in 0..<steps {
      let node = nodes[(step * 7919) % nodes.count]
      guard let location = node.stateLocation(named: "_count") else { continue }
      samples.append(
        try Clock.seconds {
          location.write(.int(offset + step + 1), at: site)
          try world.graph.runTick()
        })
    }
    return Clock.median(samples)
  }

  private func fullRender(_ world: BenchWorld) throws -> Double {
    guard let root = world.graph.scriptNodes().first, let location = root.stateLocation(named: "_generation")
    else {
      return 0
    }
    return try Clock.seconds {
      location.write(.int(1), at: world.interpreter.site)
      try world.graph.runTick()
    }
  }
}
