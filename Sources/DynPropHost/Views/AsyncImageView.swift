import DynPropDiagnostics
import DynPropInterpreter

/// `AsyncImage(url:scale:)`, with `content:`/`placeholder:` closures or one `phase` closure: when it
/// appears it loads the URL through the simulated network (a GET request like any other, answered by
/// `net route`/`net respond`); until the response it shows the placeholder (a `ProgressView` by
/// default), then the content with the image, or — when the load fails — the placeholder again (the
/// `content:placeholder:` form) or the `.failure` phase. A new URL loads again.
final class AsyncImageView: ViewValue {
  let url: String?
  let content: Value?
  let placeholder: Value?
  /// `AsyncImage(url:) { phase in … }`: one closure for every phase.
  let phaseContent: Value?

  init(url: String?, content: Value?, placeholder: Value?, phaseContent: Value?) {
    self.url = url
    self.content = content
    self.placeholder = placeholder
    self.phaseContent = phaseContent
    super.init(kind: "AsyncImage")
  }

  static func make(_ args: ViewArguments) throws -> AsyncImageView {
    var url: String?
    if case .native(let value as URLValue)? = args.value("url")?.flattened { url = value.string }
    let closures = args.labels.indices.filter { if case .closure = args.values[$0] { true } else { false } }
    let placeholder = args.value("placeholder")
    let trailing = closures.first { args.labels[$0] == nil || args.labels[$0] == "content" }.map {
      args.values[$0]
    }
    if placeholder == nil, let trailing {
      return AsyncImageView(url: url, content: nil, placeholder: nil, phaseContent: trailing)
    }
    return AsyncImageView(url: url, content: trailing, placeholder: placeholder, phaseContent: nil)
  }
}

/// What an `AsyncImage` node knows: the URL it loaded and how that went.
final class AsyncImageState {
  enum Phase { case empty, success, failure }
  /// Set once the node has started loading (its first refresh).
  var hasStarted = false
  var url: String?
  var phase = Phase.empty
  /// The error the load failed with (the completion handler's), for `.failure(error)`.
  var error: Value = .none
}

extension ViewGraph {
  /// The node's content for its current phase; starts the load when the node appears or its URL changes.
  func asyncImageContent(_ node: ViewNode, _ view: AsyncImageView) throws -> Value {
    let state = node.modifierState(AsyncImageState.init)
    if !state.hasStarted || state.url != view.url {
      state.hasStarted = true
      state.url = view.url
      state.phase = .empty
      if let url = view.url { loadImage(url, for: node, state) } else { state.phase = .failure }
    }
    let rt = interpreter
    if let phaseContent = view.phaseContent {
      return try rt.callValue(phaseContent, [try phaseValue(state, view)], at: rt.site)
    }
    if state.phase == .success, let content = view.content {
      return try rt.callValue(content, [image(for: view)], at: rt.site)
    }
    if state.phase == .success { return image(for: view) }
    if let placeholder = view.placeholder { return try rt.callValue(placeholder, [], at: rt.site) }
    return .native(PrimitiveView(kind: "ProgressView", text: nil))
  }

  private func loadImage(_ url: String, for node: ViewNode, _ state: AsyncImageState) {
    let completion = NativeFunction("AsyncImage") { [weak node, weak state, unowned self] args, _, _ in
      guard let node, let state, node.isMounted, state.url == url else { return .void }
      let error = args.count == 3 ? args[2].flattened : .none
      let failed = !error.isNil || self.status(of: args) >= 400
      state.phase = failed ? .failure : .success
      state.error =
        error.isNil ? .native(NSErrorValue(domain: "NSURLErrorDomain", code: -1011, userInfo: [:])) : error
      self.invalidate(node, box: nil)
      return .void
    }
    // The request's origin is the image view, as a load it starts of its own accord.
    let saved = origin
    origin = "\(owner(of: node)).AsyncImage"
    defer { origin = saved }
    startRequest(url: url, method: "GET", completion: .closure(completion))
  }

  /// The status code of a completion's `HTTPURLResponse`, 200 when it has none.
  private func status(of args: [Value]) -> Int {
    guard args.count > 1, case .native(let response) = args[1].flattened,
      case .int(let code)? = try? response.member("statusCode", in: interpreter)
    else { return 200 }
    return code
  }

  /// The loaded image: an `Image` that `tree` shows with its URL.
  private func image(for view: AsyncImageView) -> Value {
    .native(PrimitiveView(kind: "Image", text: nil, label: .native(URLValue(string: view.url ?? ""))))
  }

  /// `AsyncImagePhase` (an enum of the graphics prelude): `.empty`, `.success(image)`, `.failure(error)`.
  private func phaseValue(_ state: AsyncImageState, _ view: AsyncImageView) throws -> Value {
    guard let type = interpreter.lookupType("AsyncImagePhase") as? ScriptType else { return .void }
    let rt = interpreter
    switch state.phase {
    case .empty: return try StaticMembers.get(type, "empty", rt, rt.site)
    case .success:
      return try rt.callValue(
        try StaticMembers.get(type, "success", rt, rt.site), [image(for: view)], at: rt.site)
    case .failure:
      return try rt.callValue(try StaticMembers.get(type, "failure", rt, rt.site), [state.error], at: rt.site)
    }
  }
}
