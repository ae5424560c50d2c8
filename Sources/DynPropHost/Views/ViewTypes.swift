import DynPropDiagnostics
import DynPropInterpreter

/// The SwiftUI view types scripts construct, by name.
final class ViewType: NativeType {
  unowned let graph: ViewGraph

  init(name: String, graph: ViewGraph) {
    self.graph = graph
    super.init(name: name)
  }

  override var conformances: Set<String> { ["View"] }
  override var builderLabels: Set<String?> { [nil, "content", "label", "header", "footer", "destination"] }

  override func construct(
    labels: [String?], arguments: [Value], interpreter: Interpreter, at location: SourceLocation
  ) throws -> Value {
    let args = ViewArguments(
      labels: labels, values: graph.resolvingConstantBindings(arguments), rt: interpreter, location: location)
    if name == "ForEach" { return try makeForEach(args) }
    if name == "AsyncImage" { return .native(try AsyncImageView.make(args)) }
    if ViewKinds.kind(name)?.family == .container { return .native(try makeContainer(args)) }
    return .native(try ViewFactory.primitive(name, args, graph: graph))
  }

  private func makeContainer(_ args: ViewArguments) throws -> ContainerView {
    let traits = ViewKinds.kind(name)?.traits ?? []
    // A title: `Section("Title")`, or the text of a `header:`/`label:` view or builder
    // (`Section { } header: { Text("Title") }`, `GroupBox { } label: { }`, `Menu { } label: { }`).
    var title = args.string(nil)
    if title == nil, let label = try args.view("header") ?? args.view("label") {
      title = ViewText.strings(of: label).joined(separator: " ")
    }
    if name == "List" || name == "AnyView", let data = args.unlabeled.first,
      args.closure != nil || name == "AnyView"
    {
      if name == "AnyView" { return ContainerView(kind: name, content: data) }
      let rows = try makeForEach(args)
      return ContainerView(kind: name, content: rows, isLazy: traits.contains(.lazy))
    }
    // `GeometryReader { geo in … }` gets the simulated screen's proxy (GeometryProxyValue);
    // `ScrollViewReader { proxy in … }` a proxy that scrolls lazy containers (ScrollViewProxyValue).
    let builderArguments: [Value] =
      switch name {
      case "GeometryReader": [.native(GeometryProxyValue())]
      case "ScrollViewReader": [.native(ScrollViewProxyValue(graph: graph))]
      default: []
      }
    // `EquatableView(content: ProfileCell(user: user))`: the content is given as a view, not a builder.
    var content =
      try contentBuilder(args).map {
        args.isClosure($0) ? try args.rt.callValue($0, builderArguments, at: args.location) : $0
      } ?? .void
    // A section's footer shows below its rows.
    if name == "Section", let footer = try args.view("footer") {
      content = .native(TupleContent(children: [content, footer]))
    }
    return ContainerView(
      kind: name, content: content, title: traits.contains(.titled) ? title : nil,
      path: args.value("path")?.binding,
      selection: name == "TabView" ? args.value("selection")?.binding : nil,
      isLazy: traits.contains(.lazy))
  }

  /// The closure that builds a container's content: `content:`, else the first trailing closure (a
  /// later `header:`/`footer:`/`label:` closure is not content). `NavigationSplitView` shows its detail
  /// (its last closure), as before.
  private func contentBuilder(_ args: ViewArguments) -> Value? {
    if name == "NavigationSplitView" { return args.value("detail") ?? args.closure }
    return args.value("content") ?? args.trailingClosure
  }

  private func makeForEach(_ args: ViewArguments) throws -> Value {
    guard let source = args.unlabeled.first ?? args.value("data"), let row = args.closure else {
      throw args.rt.scriptError("ForEach needs data and a row closure", at: args.location)
    }
    let data: [Value]
    if case .native(let binding as BindingValue) = source,
      case .array(let items)? = try binding.call("elements", labels: [], arguments: [], in: args.rt)
    {
      data = items
    } else {
      data = try Sequences.elements(of: source, args.rt, args.location)
    }
    var idPath: KeyPathValue?
    if case .keyPath(let path)? = args.value("id") { idPath = path }
    return .native(ForEachView(data: data, idPath: idPath, rowBuilder: row))
  }

  override func staticMember(_ member: String, interpreter: Interpreter, at location: SourceLocation) throws
    -> Value?
  {
    if name == "Color" { return .native(PrimitiveView(kind: "Color", text: nil, label: .string(member))) }
    // `ContentUnavailableView.search`: the standard "No Results" view of a search.
    if name == "ContentUnavailableView", member == "search" { return Self.noResults(nil) }
    return nil
  }

  override func staticCall(
    _ member: String, labels: [String?], arguments: [Value], interpreter: Interpreter,
    at location: SourceLocation
  ) throws -> Value? {
    // `ContentUnavailableView.search(text: query)`: "No Results for “query”".
    guard name == "ContentUnavailableView", member == "search", labels == ["text"],
      case .string(let text)? = arguments.first
    else { return nil }
    return Self.noResults(text)
  }

  private static func noResults(_ query: String?) -> Value {
    .native(
      PrimitiveView(
        kind: "ContentUnavailableView", text: query.map { "No Results for “\($0)”" } ?? "No Results"))
  }

  override func isInstance(_ value: Value) -> Bool {
    if case .native(let view as ViewValue) = value { return view.kind == name }
    return false
  }
}

/// Arguments of a view initializer, looked up by label.
struct ViewArguments {
  let labels: [String?]
  let values: [Value]
  let rt: Interpreter
  let location: SourceLocation

  func value(_ label: String?) -> Value? {
    labels.firstIndex { $0 == label }.map { values[$0] }
  }

  func string(_ label: String?) -> String? {
    if case .string(let s)? = value(label) { return s }
    return nil
  }

  var unlabeled: [Value] { zip(labels, values).filter { $0.0 == nil && !isClosure($0.1) }.map(\.1) }

  /// The last closure argument (the trailing builder or action).
  var closure: Value? { values.last(where: isClosure) }

  /// The first trailing closure (unlabelled), when the call has one: `Button { action } label: { … }`.
  var trailingClosure: Value? {
    zip(labels, values).first { $0.0 == nil && isClosure($0.1) }.map(\.1)
  }

  /// The first trailing closure when it takes no arguments: a builder (`Toggle(isOn:) { Text("Wi-Fi") }`),
  /// not an action such as `Slider`'s `onEditingChanged: (Bool) -> Void`.
  var trailingBuilder: Value? {
    guard case .closure(let closure as ScriptClosure)? = trailingClosure else { return trailingClosure }
    return closure.code.params.isEmpty ? trailingClosure : nil
  }

  /// What a builder closure returns.
  func call(_ builder: Value) throws -> Value { try rt.callValue(builder, [], at: location) }

  /// The view a `header:`/`label:`/`footer:` argument gives: the view itself, or what its builder returns.
  func view(_ label: String) throws -> Value? {
    guard let value = value(label) else { return nil }
    return isClosure(value) ? try call(value) : value
  }

  func isClosure(_ value: Value) -> Bool {
    if case .closure = value { return true }
    return false
  }
}
