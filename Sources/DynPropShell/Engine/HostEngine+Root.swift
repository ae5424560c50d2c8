import DynPropHost
import DynPropInterpreter
import DynPropSyntax

/// What the root view was mounted from: the `@main` App, or a `mount EXPR`.
enum RootSource: Equatable {
  case app(String)
  case expression(String)

  var description: String {
    switch self {
    case .app(let name): return name
    case .expression(let text): return text
    }
  }
}

/// The root across `reload` and `reset`, and the views a file without `@main` could mount.
///
/// Editing a script and typing `reload` should bring the same screen back, and `reset` should restart
/// the app rather than leave nothing on screen, so the engine remembers what it mounted last and mounts
/// it again in the new world (its first body runs in the next tick, as after `mount`).
extension HostEngine {
  public var mountedRoot: String? { rootSource?.description }

  /// `reset`'s second half: mounts the remembered root again; nil when there was none.
  public func remountRoot() throws -> String? {
    guard let source = rootSource else { return nil }
    try journaled(.remount) { try mountRoot(source) }
    return source.description
  }

  func mountRoot(_ source: RootSource) throws {
    switch source {
    case .app(let name):
      guard let type = interpreter.types[name] as? ScriptType else {
        throw ShellError.scenario("the @main App '\(name)' is no longer declared")
      }
      try mountApp(type)
    case .expression(let text):
      try mountExpression(text)
    }
  }

  /// The loaded views `mount` could take without arguments (`CounterView()`), in declaration order:
  /// what a file without `@main` offers as its root.
  public func rootCandidates() -> [String] {
    let views = interpreter.types.values.compactMap { $0 as? ScriptType }.filter { type in
      type.module == nil && type.kind == .struct && type.conformances.contains("View")
        && Self.needsNoArguments(type)
    }
    let ordered = views.sorted {
      ($0.location.file, $0.location.line, $0.name) < ($1.location.file, $1.location.line, $1.name)
    }
    return ordered.map { "\($0.name)()" }
  }

  /// Whether `Type()` compiles: an initializer whose parameters all have defaults, or (with none
  /// declared) a memberwise initializer whose every stored property has a value without an argument.
  static func needsNoArguments(_ type: ScriptType) -> Bool {
    if !type.initializers.isEmpty {
      return type.initializers.contains { code in code.params.allSatisfy { $0.defaultValue != nil } }
    }
    return type.fields.indices.allSatisfy { index in
      let field = type.fields[index]
      if index < type.fieldDefaults.count, type.fieldDefaults[index] != nil { return true }
      if let wrapper = field.wrappers.first { return wrappersWithoutArguments.contains(wrapper.name) }
      if case .optional? = field.type { return !field.isLet }
      return false
    }
  }

  /// Wrappers whose property gets its value from the environment or the store, not an argument.
  static let wrappersWithoutArguments: Set<String> = [
    "Environment", "EnvironmentObject", "FetchRequest", "Query", "Namespace", "FocusState",
    "AccessibilityFocusState",
  ]
}
