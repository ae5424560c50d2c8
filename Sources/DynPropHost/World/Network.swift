import DynPropDiagnostics
import DynPropInterpreter
import OrderedCollections

/// The simulated network: no real traffic. Requests are answered by `net route` fixtures after their
/// latency in ticks, or held for `net respond` in manual mode (CONTRACT §2, §8).
public final class Network {
  public struct Route {
    public var body: String
    public var status: Int
    public var latency: Int

    public init(body: String, status: Int, latency: Int) {
      self.body = body
      self.status = status
      self.latency = latency
    }
  }

  public final class Request {
    public let id: Int
    public let method: String
    public let url: String
    public let origin: String
    /// The view whose update()/body/action started it.
    public let node: String?
    /// The `workRoot` of the code that started it; its completion handler runs under it.
    let root: Int
    let completion: Value
    var due: Int?
    var response: (body: String?, status: Int)?
    var failure: String?
    /// The task suspended in `data(from:)` for this request; it resumes instead of a completion handler.
    var awaiting: ScriptTask?

    init(id: Int, method: String, url: String, origin: String, node: String?, root: Int, completion: Value) {
      self.node = node
      self.root = root
      self.id = id
      self.method = method
      self.url = url
      self.origin = origin
      self.completion = completion
    }
  }

  public var routes: OrderedDictionary<String, Route> = [:]
  public var isManual = false
  public private(set) var inFlight: [Request] = []
  var nextID = 1

  var hasDueWork: Bool { inFlight.contains { $0.due != nil } }

  /// Starts a request; it is due `latency` ticks after `baseTick`, the latest tick (CONTRACT §8: started
  /// during tick t with latency T, it arrives in tick t+T; started at the prompt after tick t, it arrives
  /// T ticks later too).
  func start(
    url: String, method: String, completion: Value, origin: String, node: String?, root: Int, baseTick: Int
  ) -> Request {
    let request = Request(
      id: nextID, method: method, url: url, origin: origin, node: node, root: root, completion: completion)
    nextID += 1
    if !isManual {
      if let route = routes[url] {
        request.response = (route.body, route.status)
        request.due = baseTick + max(1, route.latency)
      } else {
        request.failure = "no route"
        request.due = baseTick + 1
      }
    }
    inFlight.append(request)
    return request
  }

  public func respond(_ id: Int, body: String?, status: Int?, nextTick: Int) -> Bool {
    guard let request = inFlight.first(where: { $0.id == id }) else { return false }
    request.response = (body ?? routes[request.url]?.body ?? "", status ?? routes[request.url]?.status ?? 200)
    request.failure = nil
    request.due = nextTick
    return true
  }

  public func fail(_ id: Int, nextTick: Int) -> Bool {
    guard let request = inFlight.first(where: { $0.id == id }) else { return false }
    request.failure = "failed"
    request.response = nil
    request.due = nextTick
    return true
  }

  /// Why a request failed, for the `response` event's `error` field: "no route for GET URL" or
  /// "net fail".
  static func describe(_ failure: String, _ request: Request) -> String {
    failure == "no route" ? "no route for \(request.method) \(request.url)" : "net fail"
  }

  /// Step 1 of a tick: completion handlers of due requests run on the background queue.
  func deliverDue(tick: Int, world: World) throws {
    let due = inFlight.filter { ($0.due ?? Int.max) <= tick }
    inFlight.removeAll { ($0.due ?? Int.max) <= tick }
    for request in due {
      let status = request.failure == nil ? (request.response?.status ?? 200) : 0
      var fields: OrderedDictionary<String, EventValue> = ["id": .int(request.id), "status": .int(status)]
      if let failure = request.failure { fields["error"] = .string(Self.describe(failure, request)) }
      world.graph.event(.response, fields)
      let data: Value =
        request.failure == nil ? .native(DataValue(text: request.response?.body ?? "")) : .none
      let response: Value =
        request.failure == nil ? .native(HTTPResponseValue(status: status, url: request.url)) : .none
      let error: Value = request.failure.map { .native(URLErrorValue(reason: $0, url: request.url)) } ?? .none
      if let task = request.awaiting {
        // `data(from:)` returns `(Data, URLResponse)` or throws; the task resumes in step 2.
        world.wake(
          task,
          with: request.failure == nil
            ? .success(.tuple(TupleValue([data, response]))) : .failure(ThrownError(error)))
        continue
      }
      try world.run(
        request.completion, origin: "response #\(request.id) (\(Origins.root(of: request.origin)))",
        node: request.node, root: request.root, background: true,
        // The completion handler's parameters are `Data?`, `URLResponse?`, `Error?`.
        arguments: [data.asOptional, response.asOptional, error.asOptional])
    }
  }

  /// A cancelled `data(from:)`: the request is dropped and never answered. Returns its URL.
  func cancel(_ id: Int) -> String {
    let url = inFlight.first { $0.id == id }?.url ?? ""
    inFlight.removeAll { $0.id == id }
    return url
  }

  func reset() {
    inFlight.removeAll()
    isManual = false
    nextID = 1
  }
}

/// `Data`: bytes as text (the subset only moves JSON and strings).
public final class DataValue: NativeObject {
  public let text: String
  init(text: String) { self.text = text }
  public override var typeName: String { "Data" }
  public override var displayDescription: String { "\(text.utf8.count) bytes" }
  public override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    switch name {
    case "count": return .int(text.utf8.count)
    case "isEmpty": return .bool(text.isEmpty)
    case "stringValue": return .string(text)
    default: return nil
    }
  }
  /// `data.write(to: url, options: [.atomic])`: a file of the sandbox (`SandboxFiles`).
  public override func call(
    _ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter
  )
    throws -> Value?
  {
    guard name == "write", labels.first == "to", let url = arguments.first,
      let graph = (interpreter.bridge as? SwiftUIBridge)?.graph
    else { return nil }
    SandboxFiles.write(text, to: url, graph)
    return .void
  }
  public override func isEqual(to other: NativeObject) -> Bool { (other as? DataValue)?.text == text }
}

/// `HTTPURLResponse`
public final class HTTPResponseValue: NativeObject {
  let status: Int
  let url: String
  init(status: Int, url: String) {
    self.status = status
    self.url = url
  }
  public override var typeName: String { "HTTPURLResponse" }
  public override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    switch name {
    case "statusCode": return .int(status)
    case "url": return .native(URLValue(string: url))
    default: return nil
    }
  }
}

/// `URLError` for failed and unrouted requests.
public final class URLErrorValue: NativeObject {
  let reason: String
  let url: String
  init(reason: String, url: String) {
    self.reason = reason
    self.url = url
  }
  public override var typeName: String { "URLError" }
  public override var displayDescription: String { "URLError(\(reason): \(url))" }
  public override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    name == "localizedDescription" ? .string("The request failed (\(reason)): \(url)") : nil
  }
}

/// `URL`
public final class URLValue: NativeObject {
  public let string: String
  init(string: String) { self.string = string }
  public override var typeName: String { "URL" }
  public override var displayDescription: String { string }
  public override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    switch name {
    case "absoluteString": return .string(string)
    case "path": return .string(path)
    case "lastPathComponent": return .string(components.last ?? "/")
    case "pathExtension":
      return .string(
        components.last.flatMap { $0.split(separator: ".").dropFirst().last.map(String.init) } ?? "")
    case "isFileURL": return .bool(string.hasPrefix("file://"))
    default: return nil
    }
  }

  /// `appending(path:)`, `appending(component:)`, `appendingPathComponent(_:)`, `path()`,
  /// `deletingLastPathComponent()`.
  public override func call(
    _ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter
  )
    throws -> Value?
  {
    switch (name, labels, arguments.first) {
    case ("appending", ["path"], .string(let part)?), ("appending", ["component"], .string(let part)?),
      ("appendingPathComponent", [nil], .string(let part)?):
      return .native(URLValue(string: (string.hasSuffix("/") ? string : string + "/") + part))
    case ("appendingPathExtension", [nil], .string(let ext)?):
      return .native(URLValue(string: string + "." + ext))
    case ("path", [], nil): return .string(path)
    case ("deletingLastPathComponent", [], nil):
      let kept = string.hasSuffix("/") ? String(string.dropLast()) : string
      return .native(URLValue(string: String(kept[..<(kept.lastIndex(of: "/") ?? kept.endIndex)]) + "/"))
    default: return nil
    }
  }

  /// The path of a file URL (`/Documents/SavedPath`), or of a web URL after its host.
  var path: String {
    guard let scheme = string.range(of: "://") else { return string }
    let rest = string[scheme.upperBound...]
    guard let slash = rest.firstIndex(of: "/") else { return "" }
    let path = String(rest[slash...])
    return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
  }

  private var components: [String] { path.split(separator: "/").map(String.init) }
  public override func isEqual(to other: NativeObject) -> Bool { (other as? URLValue)?.string == string }
}
