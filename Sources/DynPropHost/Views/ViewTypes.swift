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
    var title = args.string(nil)
    if name == "Section", let header = args.value("header") {
      title = ViewText.strings(of: header).joined(separator: " ")
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
    let content =
      try (args.value("content") ?? args.closure).map {
        try args.rt.callValue($0, builderArguments, at: args.location)
      }
      ?? .void
    return ContainerView(
      kind: name, content: content, title: traits.contains(.titled) ? title : nil,
      path: args.value("path")?.binding,
      selection: name == "TabView" ? args.value("selection")?.binding : nil,
      isLazy: traits.contains(.lazy))
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
    return nil
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

  func isClosure(_ value: Value) -> Bool {
    if case .closure = value { return true }
    return false
  }
}
