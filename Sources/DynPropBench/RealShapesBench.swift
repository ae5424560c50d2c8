import DynPropHost
import DynPropInterpreter
import DynPropShell
import Foundation

/// Issue 16's shapes beside the counter tree: leaves reading shared plain values, a large `@Published`
/// array in a `List`, and views with long modifier chains.
enum RealShapesBench {
  /// (a) The counter tree whose leaves also read a plain singleton's property and a global: the leaf
  /// step, events off and with the human transcript.
  static func sharedReads(depth: Int, leaves: Int, steps: Int) throws -> [Measurement] {
    let world = BenchWorld(events: false)
    try world.load(
      Workloads.counterTree(depth: depth, leafText: Workloads.sharedReadsLeafText) + Workloads.sharedValues)
    try world.graph.mount(try world.evaluate("Root()"))
    try world.graph.runTick()
    let bench = CounterTreeBench(depth: depth, leaves: leaves, steps: steps)
    let nodes = world.graph.mountedViews(ofType: "Leaf")
    let quiet = try bench.leafSteps(world, nodes, offset: 0)
    world.graph.eventsEnabled = true
    world.graph.emit = HumanTranscriptSink.make()
    let loud = try bench.leafSteps(world, nodes, offset: 1_000_000)
    let judged = leaves == 10_000
    return [
      Measurement(
        name: "shared reads N=\(leaves): leaf step, events off", value: quiet * 1e6, unit: "µs",
        target: judged ? "≤ 10 µs" : nil, meetsTarget: judged ? quiet * 1e6 <= 10 : nil),
      Measurement(
        name: "shared reads N=\(leaves): leaf step, transcript", value: loud * 1e6, unit: "µs",
        target: judged ? "≤ 25 µs" : nil, meetsTarget: judged ? loud * 1e6 <= 25 : nil),
    ]
  }

  /// (b) A `@Published` array of `count` structs shown in a `List` scrolled to its middle; a step
  /// toggles one element's field and ticks, for a row on screen and for one off screen (whose row the
  /// lazy list does not build). Reports the steps and the length of the change line the transcript shows.
  static func publishedArray(count: Int, steps: Int) throws -> [Measurement] {
    let world = BenchWorld(events: false)
    try world.load(Workloads.bigList(rows: count))
    try world.graph.mount(try world.evaluate("BigList()"))
    try world.graph.runTick()
    if let list = world.graph.lazyContainers().first?.node {
      _ = world.graph.scroll(list, to: .by(count / 2))
      try world.graph.runTick()
    }
    let star = try world.compile("theStore!.star(benchIndex)")
    func toggle(_ index: Int) throws {
      try world.setGlobal("benchIndex", .int(index))
      _ = try world.interpreter.call(star, self: nil, arguments: [], at: star.location)
      try world.graph.runTick()
    }
    let visible = ViewGraph.visibleRows
    let onScreen = try Clock.median(
      (0..<steps).map { step in try Clock.seconds { try toggle(count / 2 + step % visible) } })
    let offScreen = try Clock.median(
      (0..<steps).map { step in try Clock.seconds { try toggle((step * 7919) % (count / 2)) } })
    var changeLine = ""
    world.graph.eventsEnabled = true
    let format = HumanEventFormat(style: .plain)
    world.graph.emit = { event in
      if event.type == .change, changeLine.isEmpty { changeLine = format.lines(for: event).first ?? "" }
    }
    let rowBodies = world.graph.mountedViews(ofType: "RowView").reduce(0) { $0 + $1.bodyCount }
    try toggle(count / 2 + 3)
    let rerun = world.graph.mountedViews(ofType: "RowView").reduce(0) { $0 + $1.bodyCount } - rowBodies
    let judged = count == 10_000
    let length = Double(changeLine.trimmingCharacters(in: .whitespaces).count)
    return [
      Measurement(
        name: "@Published [\(count) rows]: toggle, row on screen", value: onScreen * 1000, unit: "ms",
        target: judged ? "≤ 2 ms" : nil, meetsTarget: judged ? onScreen <= 0.002 : nil),
      Measurement(
        name: "@Published [\(count) rows]: toggle, row off screen", value: offScreen * 1000, unit: "ms",
        target: judged ? "≤ 2 ms" : nil, meetsTarget: judged ? offScreen <= 0.002 : nil),
      Measurement(
        name: "@Published [\(count) rows]: change line", value: length, unit: "chars",
        target: judged ? "≤ 120 chars" : nil, meetsTarget: judged ? length <= 120 : nil),
      Measurement(
        name: "@Published [\(count) rows]: row bodies re-run", value: Double(rerun), unit: "",
        target: judged ? "1" : nil, meetsTarget: judged ? rerun == 1 : nil),
    ]
  }

  /// (c) `count` views whose body is a `Text` with 15 chained modifiers: load, mount, one leaf step.
  static func modifierChains(count: Int) throws -> [Measurement] {
    let world = BenchWorld(events: false)
    let load = try Clock.seconds { try world.load(Workloads.styledViews(count: count)) }
    let mount = try Clock.seconds {
      try world.graph.mount(try world.evaluate("StyledList()"))
      try world.graph.runTick()
    }
    let nodes = world.graph.mountedViews(ofType: "Styled")
    guard let location = nodes[count / 2].stateLocation(named: "_count") else {
      throw BenchError("no Styled view")
    }
    let step = try Clock.seconds {
      location.write(.int(1), at: world.interpreter.site)
      try world.graph.runTick()
    }
    return [
      Measurement(name: "15 modifiers × \(count) views: load", value: load * 1000, unit: "ms"),
      Measurement(name: "15 modifiers × \(count) views: mount", value: mount * 1000, unit: "ms"),
      Measurement(name: "15 modifiers × \(count) views: leaf step", value: step * 1e6, unit: "µs"),
    ]
  }
}

/// The human transcript as the shell renders it, written to /dev/null.
enum HumanTranscriptSink {
  static func make() -> (Event) -> Void {
    let sink = FileHandle(forWritingAtPath: "/dev/null")
    let format = HumanEventFormat(style: .plain)
    return { event in sink?.write(Data((format.lines(for: event).joined(separator: "\n") + "\n").utf8)) }
  }
}
