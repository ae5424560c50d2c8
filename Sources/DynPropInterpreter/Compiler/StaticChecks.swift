import DynPropDiagnostics
import DynPropSyntax

/// Errors Swift reports when a file compiles, found at `load` rather than when the code first runs:
/// redeclarations, unknown attributes, unknown members of a known type and argument labels that fit no
/// declaration, in the compiler's wording.
extension Compiler {
  /// Names declared by this `load` so far (a later `load` may replace a declaration; one load may not
  /// declare the same thing twice).
  func checkRedeclaration(_ key: String, shownAs name: String, at location: SourceLocation) {
    if declaredInLoad[key] != nil {
      error("invalid redeclaration of '\(name)'", at: location)
    } else {
      declaredInLoad[key] = location
    }
  }

  /// `f(a:b:)` as Swift names a function in diagnostics.
  static func signatureName(_ f: FunctionDecl) -> String {
    "\(f.name)(\(f.params.map { "\($0.label ?? "_"):" }.joined()))"
  }

  /// The key two declarations share when one redeclares the other: name, labels and parameter types.
  static func redeclarationKey(_ f: FunctionDecl, in owner: String?) -> String {
    let types = f.params.map { $0.type?.description ?? "_" }.joined(separator: ",")
    // `func f<T: P1>(_ x: T)` and `func f<T: P2>(_ x: T)` are two overloads, told apart by the constraint.
    let generics = f.genericParams.map { $0.name + ($0.constraint.map { ":\($0)" } ?? "") }
      .joined(separator: ",")
    let kind = f.modifiers.contains(.static) || f.modifiers.contains(.class) ? "static func" : "func"
    return
      "\(owner ?? "").\(kind)<\(generics)> \(signatureName(f))(\(types)) -> \(f.result?.description ?? "()")"
  }

  /// Underscored attributes that change which declaration runs: ignoring them would be silently wrong.
  static let meaningfulUnderscored: Set<String> = ["_implements", "_dynamicReplacement"]

  /// Attributes Swift knows besides property wrappers and result builders: an attribute naming none of
  /// these, no wrapper type and no builder is "unknown attribute".
  static let knownAttributes: Set<String> = [
    "available", "objc", "nonobjc", "discardableResult", "MainActor", "escaping", "autoclosure",
    "ViewBuilder",
    "ToolbarContentBuilder", "SceneBuilder", "CommandsBuilder", "resultBuilder", "propertyWrapper", "main",
    "globalActor", "Observable", "ObservationIgnored", "ObservationTracked", "NSManaged", "IBOutlet",
    "IBAction", "IBInspectable", "IBDesignable", "usableFromInline", "inlinable", "inline", "frozen",
    "dynamic",
    "dynamicMemberLookup", "dynamicCallable", "Sendable", "preconcurrency", "unchecked", "retroactive",
    "testable", "warn_unqualified_access", "UIApplicationMain", "NSApplicationMain", "unknown",
    "_disfavoredOverload",
    "Model", "Attribute", "Relationship", "Transient", "backDeployed", "exclusivity",
    "requires_stored_property_inits",
    "objcMembers", "nonisolated", "Environment", "State", "Binding", "Published",
  ]

  func checkAttributes(_ attributes: [Attribute]) {
    // Underscored attributes (`@_transparent`, `@_semantics`) are the compiler's own; they change nothing here.
    for attribute in attributes where Self.meaningfulUnderscored.contains(attribute.name) {
      if attribute.name == "_implements", Compiler.implementedRequirement([attribute]) != nil { continue }
      error("not supported yet: '@\(attribute.name)'", at: attribute.location)
    }
    for attribute in attributes
    where !Self.knownAttributes.contains(attribute.name) && !attribute.name.hasPrefix("_") {
      if isResultBuilder(attribute.name) {
        error(Self.unsupportedBuilder(attribute.name), at: attribute.location)
        continue
      }
      if isWrapperAttribute(attribute.name) || isGlobalActor(attribute.name) { continue }
      error("unknown attribute '\(attribute.name)'", at: attribute.location)
    }
  }

  /// A body marked with a script's own `@resultBuilder` type would run as plain statements and return
  /// `()`: a located error until the builder transform is modelled (`@ViewBuilder` is).
  static func unsupportedBuilder(_ name: String) -> String {
    "not supported yet: the result builder '\(name)' (a body it transforms would run as plain statements)"
  }

  /// `content: @Builder () -> T`: the closure passed would not be transformed either.
  func checkParameterBuilder(_ p: Param) {
    for name in p.attributes where isResultBuilder(name) {
      error(Self.unsupportedBuilder(name), at: p.location)
    }
  }

  private func isResultBuilder(_ name: String) -> Bool {
    (rt.types[name] as? ScriptType)?.attributes.contains("resultBuilder") == true
  }

  /// `@SillyActor func f()` where `@globalActor struct SillyActor` is declared: isolation to that actor
  /// (one thread runs every actor here, so code runs as written; SEMANTICS §12.1).
  private func isGlobalActor(_ name: String) -> Bool {
    (rt.types[name] as? ScriptType)?.attributes.contains("globalActor") == true
  }

  /// `item.titel` where `item`'s static type is a script type that has no such member (and no host or
  /// protocol gives it one): Swift's "value of type 'Item' has no member 'titel'".
  func checkMemberExists(_ receiver: Node, _ name: String, at location: SourceLocation) {
    guard let type = scriptType(named: receiver.staticType), type.kind != .protocol,
      !type.attributes.contains("dynamicMemberLookup"), !typeHasMember(type, name),
      !Self.conformanceMembers.contains(name), rt.extensions[type.name] == nil,
      !(CodingKeys.adopts(type) && ["stringValue", "intValue"].contains(name))
    else { return }
    // SwiftUI gives views, modifiers, apps and scenes their modifiers.
    if ["View", "ViewModifier", "App", "Scene", "Commands"].contains(where: type.conforms(to:)) { return }
    if type.protocolTypes.contains(where: { typeHasMember($0, name) }) { return }
    if ScriptCollections.hasDefault(type, name) { return }
    // `extension Equatable { func isOneOf(…) }` reaches script types that adopt Equatable.
    if rt.standardExtensions(of: type).contains(where: { typeHasMember($0, name) }) { return }
    error("value of type '\(type.name)' has no member '\(name)'", at: location)
  }

  /// A call on a host view (`Text("n").paddin()`): a name that is neither one of SwiftUI's modifiers
  /// nor a method the app adds to views is Swift's "value of type 'Text' has no member 'paddin'", at the
  /// member's name, when the file loads. Returns whether the call is a SwiftUI modifier of a host view
  /// (so its result, `some View`, is checked the same way).
  func checkHostViewMember(_ receiver: Node, _ name: String, _ callee: Expr) -> Bool {
    guard let typeName = hostViewTypes[ObjectIdentifier(receiver)], let bridge = rt.bridge else {
      return false
    }
    if bridge.isViewModifier(name) { return true }
    let extended = ["View", "Shape", typeName].compactMap { rt.extensions[$0] }
    if extended.contains(where: { typeHasMember($0, name) }) { return false }
    var location = callee.range.end
    location.column = max(1, location.column - name.count)
    error("value of type '\(typeName)' has no member '\(name)'", at: location)
    return false
  }

  /// Members a conformance gives every adopting type.
  static let conformanceMembers: Set<String> = [
    "rawValue", "hashValue", "hash", "localizedDescription", "description", "debugDescription", "id",
    "self", "init", "objectWillChange", "customMirror", "encode", "allCases", "_code", "_domain",
  ]

  /// A call to the one declaration of a function whose labels do not fit: Swift's label diagnostics.
  func checkLabels(_ code: FunctionCode, _ args: [CallArgument], at location: SourceLocation) {
    guard ArgumentMatcher.match(code.params, args) == nil else { return }
    let message = Diagnose.argumentMismatch(code, args, rt, location).diagnostic.message
    error(message, at: location)
  }
}
