import DynPropHost

/// `export trace`: Chrome Trace Event JSON (chrome://tracing, Perfetto) on a simulated clock.
///
/// One track per view instance plus a "world" track; `update()` and `body` are complete slices, writes
/// are instants (each with a tiny "write" slice that anchors a flow arrow to the bodies it caused, from
/// the body event's `causes`), requests are async slices from start to response, and warnings, pitfalls,
/// prints and crashes are instants. Tick t starts at t/60 s; events inside a tick are spaced 50 µs apart
/// in the order they happened, so timestamps increase on every track.
public enum TraceExport {
  public static func json(_ log: [Event]) -> String {
    var builder = TraceBuilder()
    for event in log { builder.add(event) }
    return builder.lines().joined()
  }

  /// Writes the trace of `events` to `writer`, record by record.
  public static func write(_ events: some Sequence<Event>, to writer: ExportWriter) throws {
    var builder = TraceBuilder()
    for event in events { builder.add(event) }
    for line in builder.lines() { try writer.write(line) }
  }
}

private struct TraceBuilder {
  static let tickMicros = 16_667
  static let spacing = 50
  /// (timestamp, record) in the order made; sorted by timestamp (stably) at the end.
  var records: [(ts: Int, text: String)] = []
  var tracks: [String: Int] = ["world": 0]
  var trackOrder = ["world"]
  var cursor = 0
  /// Storage id → (track, timestamp) of its latest write, for flow arrows.
  var lastWrite: [String: (tid: Int, ts: Int)] = [:]
  var flowID = 0

  mutating func add(_ event: Event) {
    cursor = max(cursor + Self.spacing, event.tick * Self.tickMicros)
    let s = { (key: String) in event.string(key) ?? "" }
    let tid = track(event.string("node") ?? (event.type == .body ? s("view") : "world"))
    switch event.type {
    case .tick: instant("tick \(event.tick)", tid: 0, scope: "g", args: [:])
    case .update: slice("\(s("view")).\(s("property")).update()", tid: tid, category: "update")
    case .body: body(event, tid: tid)
    case .change: write(event, tid: tid)
    case .request:
      asyncEvent(
        "b", event, name: "request #\(number(event["id"])) \(s("url"))", args: ["origin": s("origin")])
    case .response: asyncEvent("e", event, name: "request #\(number(event["id"]))", args: [:])
    case .warning, .pitfall:
      instant("\(event.type.rawValue) \(s("id"))", tid: tid, scope: "t", args: ["message": s("message")])
    case .crash: instant("crash", tid: tid, scope: "g", args: ["message": s("message")])
    case .print: instant("print", tid: tid, scope: "t", args: ["text": s("text")])
    case .action: slice("\(s("view")).\(s("kind"))", tid: tid, category: "action")
    case .appear, .disappear: instant("\(event.type.rawValue) \(s("view"))", tid: tid, scope: "t", args: [:])
    default: break
    }
  }

  mutating func track(_ name: String) -> Int {
    if let tid = tracks[name] { return tid }
    tracks[name] = trackOrder.count
    trackOrder.append(name)
    return trackOrder.count - 1
  }

  mutating func body(_ event: Event, tid: Int) {
    slice("\(event.string("view") ?? "?").body", tid: tid, category: "body")
    guard case .strings(let causes)? = event["causes"] else { return }
    for cause in causes {
      guard let origin = lastWrite[cause] else { continue }
      flowID += 1
      let common = "\"cat\":\"invalidation\",\"name\":\"invalidates\",\"id\":\(flowID),\"pid\":1"
      records.append((origin.ts, "{\"ph\":\"s\",\(common),\"tid\":\(origin.tid),\"ts\":\(origin.ts)}"))
      records.append((cursor, "{\"ph\":\"f\",\"bp\":\"e\",\(common),\"tid\":\(tid),\"ts\":\(cursor)}"))
    }
  }

  mutating func write(_ event: Event, tid: Int) {
    let property = event.string("property") ?? "?"
    let owner = event.string("view").map { "\($0)." } ?? ""
    let args = [
      "old": event.string("old") ?? "nil", "new": event.string("new") ?? "",
      "cause": event.string("cause") ?? "",
    ]
    instant("write \(owner)\(property)", tid: tid, scope: "t", args: args)
    append(record("X", name: "write", tid: tid, extra: "\"cat\":\"write\",\"dur\":1"))
    let id = "\(event.string("node") ?? "")|\(property)"
    lastWrite[id] = (tid, cursor)
    if let dot = property.firstIndex(of: "."), event.string("node") == nil {
      lastWrite["|" + property[..<dot]] = (tid, cursor)
    }
  }

  mutating func slice(_ name: String, tid: Int, category: String) {
    append(record("X", name: name, tid: tid, extra: "\"cat\":\"\(category)\",\"dur\":\(Self.spacing - 10)"))
  }

  mutating func instant(_ name: String, tid: Int, scope: String, args: [String: String]) {
    append(record("i", name: name, tid: tid, extra: "\"s\":\"\(scope)\"" + argsField(args)))
  }

  mutating func asyncEvent(_ phase: String, _ event: Event, name: String, args: [String: String]) {
    let extra = "\"cat\":\"network\",\"id\":\(number(event["id"]))" + argsField(args)
    append(record(phase, name: name, tid: 0, extra: extra))
  }

  mutating func append(_ text: String) { records.append((cursor, text)) }

  func record(_ phase: String, name: String, tid: Int, extra: String) -> String {
    "{\"name\":\(EventJSON.quote(name)),\"ph\":\"\(phase)\",\"ts\":\(cursor),\"pid\":1,\"tid\":\(tid),\(extra)}"
  }

  func argsField(_ args: [String: String]) -> String {
    guard !args.isEmpty else { return "" }
    let fields = args.keys.sorted().map { "\(EventJSON.quote($0)):\(EventJSON.quote(args[$0]!))" }
    return ",\"args\":{\(fields.joined(separator: ","))}"
  }

  func number(_ value: EventValue?) -> String {
    if case .int(let n)? = value { return String(n) }
    return "0"
  }

  /// The file's text in pieces: the header, one record per piece (with its separator), the end.
  func lines() -> [String] {
    var metadata = [
      "{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":1,\"tid\":0,\"args\":{\"name\":\"dynprop-repl\"}}"
    ]
    for (tid, name) in trackOrder.enumerated() {
      metadata.append(
        "{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":1,\"tid\":\(tid),\"args\":{\"name\":\(EventJSON.quote(name))}}"
      )
      metadata.append(
        "{\"name\":\"thread_sort_index\",\"ph\":\"M\",\"pid\":1,\"tid\":\(tid),\"args\":{\"sort_index\":\(tid)}}"
      )
    }
    let sorted = records.enumerated().sorted { ($0.element.ts, $0.offset) < ($1.element.ts, $1.offset) }
    let all = metadata + sorted.map(\.element.text)
    let body = all.enumerated().map { $0.offset == 0 ? $0.element : ",\n" + $0.element }
    return ["{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n"] + body + ["\n]}\n"]
  }
}
