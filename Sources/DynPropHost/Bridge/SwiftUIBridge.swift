import DynPropDiagnostics
import DynPropInterpreter

/// SwiftUI for the interpreter: the host's types by name, `@ViewBuilder` results, modifiers on script
/// views, and the write notifications the graph needs.
public final class SwiftUIBridge: HostBridge, WriteObserver {
  unowned let graph: ViewGraph
  private var types: [String: RuntimeType] = [:]

  public init(graph: ViewGraph) {
    self.graph = graph
    register()
  }

  private func register() {
    types["State"] = StateType(graph: graph)
    types["FocusState"] = StateType(graph: graph, name: "FocusState")
    // No gesture runs and VoiceOver never moves focus here: both hold their initial value.
    types["GestureState"] = StateType(graph: graph, name: "GestureState")
    types["AccessibilityFocusState"] = StateType(graph: graph, name: "AccessibilityFocusState")
    types["Namespace"] = NamespaceType()
    types["Binding"] = BindingType(graph: graph)
    let wrappers: [(String, WrapperType.Kind)] = [
      ("Published", .published), ("StateObject", .stateObject), ("ObservedObject", .observedObject),
      ("EnvironmentObject", .environmentObject), ("Environment", .environment), ("AppStorage", .appStorage),
      ("SceneStorage", .sceneStorage),
      ("Bindable", .bindable),
    ]
    for (name, kind) in wrappers { types[name] = WrapperType(name, kind, graph: graph) }
    for name in ViewKinds.names { types[name] = ViewType(name: name, graph: graph) }
    for kind in ["Alert", "ActionSheet"] {
      types[kind] = LegacyAlertValue.type(kind)
      types[kind + ".Button"] = LegacyAlertValue.buttonType(kind + ".Button")
    }
    types.merge(AppearanceTypes.types()) { a, _ in a }
    types["NavigationPath"] = NavigationPathType.type()
    types.merge(ConcurrencyLibrary.types(graph)) { a, _ in a }
    types.merge(FoundationLibrary.types(graph)) { a, _ in a }
    types.merge(StoreLibrary.types(graph.store)) { a, _ in a }
  }

  public func nativeType(named name: String) -> RuntimeType? { types[name] }

  public func nativeFunction(named name: String) -> Value? {
    if let continuation = Continuations.function(named: name, graph) { return continuation }
    if let group = TaskGroups.function(named: name, graph) { return group }
    switch name {
    case "NSLocalizedDescriptionKey": return .string(NSErrorValue.descriptionKey)
    case "detach": return ConcurrencyLibrary.detachFunction(graph)
    case "withTaskCancellationHandler":
      return .closure(
        NativeFunction(name) { [graph] args, labels, rt in
          guard args.count == 2,
            let operation = labels.firstIndex(of: "operation") ?? (labels[0] == nil ? 0 : nil)
          else {
            throw rt.scriptError("withTaskCancellationHandler takes an operation and onCancel:", at: rt.site)
          }
          return try graph.world.withCancellationHandler(
            operation: args[operation], onCancel: args[1 - operation])
        })
    case "withAnimation", "withTransaction":
      return .closure(
        NativeFunction(name) { [graph] args, _, rt in
          guard let body = args.last else { return .void }
          return try graph.withExplicitTransaction { try rt.callValue(body, [], at: rt.site) }
        })
    case "withObservationTracking":
      return .closure(
        NativeFunction(name) { [graph] args, _, rt in
          guard args.count == 2 else {
            throw rt.scriptError("withObservationTracking takes an apply closure and onChange:", at: rt.site)
          }
          return try graph.withObservationTracking(apply: args[0], onChange: args[1], rt)
        })
    default: return nil
    }
  }

  public func buildBlock(_ children: [Value], at location: SourceLocation) -> Value {
    children.count == 1 ? children[0] : .native(TupleContent(children: children))
  }

  public func buildBranch(_ content: Value?, branch: Int?, of count: Int, at location: SourceLocation)
    -> Value
  {
    .native(ConditionalContent(branch: branch, content: content))
  }

  public func buildArray(_ children: [Value], at location: SourceLocation) -> Value {
    .native(TupleContent(children: children))
  }

  public func method(
    on value: Value, named name: String, labels: [String?], arguments: [Value], interpreter: Interpreter,
    at location: SourceLocation
  ) throws -> Value? {
    switch value {
    case .type(let type) where name == "_printChanges" || name == "_logChanges":
      printChanges(type)
      return .void
    case .string(let text) where name == "data" && labels == ["using"]:
      // `"…".data(using: .utf8)`: the simulated Data holds text.
      return .native(DataValue(text: text))
    case .structValue(let s) where s.type.conforms(to: "View"):
      return ModifierRegistry.modify(
        value, name, labels: labels, arguments: graph.resolvingConstantBindings(arguments))
    case .enumValue(let e) where e.type.conforms(to: "View"):
      return ModifierRegistry.modify(
        value, name, labels: labels, arguments: graph.resolvingConstantBindings(arguments))
    default:
      return nil
    }
  }

  /// `Self._printChanges()` inside a body prints `T: tokens changed.` / `T: unchanged.` (§7.2).
  private func printChanges(_ type: RuntimeType) {
    guard let (view, tokens) = graph.printingChangesFor, view == type.name else { return }
    let line = tokens.isEmpty ? "\(view): unchanged." : "\(view): \(tokens.joined(separator: ", ")) changed."
    graph.interpreter.printSink(line)
  }

  public func member(
    of value: Value, named name: String, interpreter: Interpreter, at location: SourceLocation
  ) throws -> Value? {
    guard name == "objectWillChange", case .object(let instance) = value else { return nil }
    return .native(ObjectWillChangePublisher(object: instance, graph: graph))
  }

  public func didCreate(_ instance: Instance) { graph.adopt(instance) }

  /// `objectWillChange` of an `ObservableObject`; SwiftUI's modifiers on a view, so `padding()` or
  /// `modifier(Card())` inside a view or an `extension View` means `self.padding()`.
  public func synthesizedMembers(of type: ScriptType) -> Set<String> {
    if type.isClass && type.conforms(to: "ObservableObject") { return ["objectWillChange"] }
    // `extension Text { func caption() -> some View { font(.caption) } }`: a view type's extension too.
    if ["View", "Shape"].contains(type.name) || type.conforms(to: "View") || ViewKinds.kind(type.name) != nil
    {
      return ModifierCatalog.names
    }
    return []
  }

  public func isViewModifier(_ name: String) -> Bool { ModifierCatalog.contains(name) }

  public func refinesImplicitMember(_ name: String) -> Bool { AppearanceTypes.refinements.contains(name) }

  public func implicitChainBase(of member: String) -> String? {
    AppearanceTypes.colorNames.contains(member) ? "Color" : nil
  }

  public func viewBuilderLabels(ofModifier name: String) -> Set<String?> {
    ModifierCatalog.takesViewBuilders.contains(name) ? [nil, "content", "actions", "label"] : []
  }

  /// SwiftUI's views take a literal title as a `LocalizedStringKey`, except `Image` and `Color`, whose
  /// literal is an asset name; so do these modifiers.
  public func startAsyncLet(_ body: Value, at location: SourceLocation) throws -> Value? {
    try graph.world.startAsyncLet(body, at: location)
  }

  public func takesLocalizedTitle(_ name: String) -> Bool {
    if ModifierCatalog.contains(name) { return Self.localizedTitleModifiers.contains(name) }
    return ViewKinds.kind(name) != nil && name != "Image" && name != "Color"
  }

  private static let localizedTitleModifiers: Set<String> = [
    "navigationTitle", "navigationBarTitle", "navigationSubtitle", "alert", "confirmationDialog", "help",
    "badge", "accessibilityLabel", "accessibilityHint", "accessibilityValue",
  ]

  // MARK: WriteObserver

  public func fieldWritten(
    _ instance: Instance, field: Int, old: Value, new: Value, at location: SourceLocation
  ) {
    graph.writtenObjects.insert(ObjectIdentifier(instance))
    if instance.type.tracksReads {
      graph.observableWrite(instance, field: field, old: old, new: new, at: location)
    } else {
      graph.plainWritten(.field(instance, field), old: old, new: new, at: location)
    }
  }

  public func keepsOldValue(of instance: Instance, field: Int) -> Bool {
    instance.type.tracksReads || graph.plainObservation.readers[.field(instance, field)] != nil
  }

  public func globalWritten(slot: Int, old: Value, new: Value, at location: SourceLocation) {
    graph.plainWritten(.global(slot), old: old, new: new, at: location)
  }

  public func fieldRead(_ instance: Instance, field: Int) {
    if instance.type.tracksReads {
      graph.observableRead(instance, field: field)
    } else {
      graph.plainRead(.field(instance, field))
    }
  }

  public func globalRead(slot: Int) { graph.plainRead(.global(slot)) }
}
