import DynPropHost
import DynPropInterpreter
import DynPropSyntax

/// The property paths `set` and `expect value` share: `VIEW.prop[.field…]`, `VIEW#K.prop` for the K-th
/// mounted instance in tree order, or a global (CONTRACT §2 `set`).
///
/// A path is walked member by member through the view's installed value, so `View.model.field` reads
/// the object a `@StateObject` holds. A write goes back up the chain only through value types: an object
/// is changed in place, as Swift would, so a `@StateObject` or `@ObservedObject` is never reassigned.
/// A name that is not a property is an error that suggests the nearest names.
extension HostEngine {
  enum PathTarget {
    case global(Int)
    case view(ViewNode, [String])
  }

  /// Resolves PATH for `command` (`set`, `expect value`); errors name the command.
  func resolvePath(_ path: String, for command: String) throws -> PathTarget {
    var parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard let head = parts.first, !head.isEmpty, !parts.contains("") else {
      throw ShellError.scenario("\(command): '\(path)' is not a property path (VIEW.prop or a global)")
    }
    if parts.count == 1 {
      guard let slot = interpreter.globalIndex[head] else {
        let hint = hint(head, among: Array(interpreter.globalIndex.keys).sorted())
        throw ShellError.scenario("\(command): no global named '\(head)'\(hint)")
      }
      return .global(slot)
    }
    parts.removeFirst()
    let (viewName, index) = splitIndex(head)
    let nodes = graph.mountedViews(ofType: viewName)
    guard !nodes.isEmpty else {
      throw ShellError.scenario("\(command): no view '\(viewName)' is mounted")
    }
    let position = (index ?? 1) - 1
    guard nodes.indices.contains(position) else {
      throw ShellError.scenario(
        "\(command): there is no \(viewName) #\(index ?? 1) (\(nodes.count) mounted)")
    }
    return .view(nodes[position], parts)
  }

  func splitIndex(_ text: String) -> (String, Int?) {
    guard let hash = text.firstIndex(of: "#") else { return (text, nil) }
    return (String(text[..<hash]), Int(text[text.index(after: hash)...]))
  }

  /// The value at a path now.
  func readPath(_ target: PathTarget, for command: String) throws -> Value {
    switch target {
    case .global(let slot): return interpreter.globals[slot]
    case .view(let node, let members):
      return try chain(from: node.installed, members, for: command).last ?? node.installed
    }
  }

  /// Assigns `value` at a view path after checking it against the property's declared type (an integer
  /// is stored as a Double in a Double property, as a literal would be).
  func writePath(_ node: ViewNode, _ members: [String], _ value: Value, for command: String) throws {
    var owners = [node.installed]
    owners += try chain(from: node.installed, Array(members.dropLast()), for: command)
    let last = members[members.count - 1]
    var owner = owners[owners.count - 1]
    let current = try member(of: owner, last, for: command)
    let stored = try PathTypeCheck.checked(
      value, for: declaredType(of: owner, last), current: current, rt: interpreter)
    try Members.set(&owner, last, stored, MemberCache(), interpreter, interpreter.site)
    // Write back through value types only; an object was changed in place.
    var index = owners.count - 1
    while index > 0, !owners[index].isObject {
      var parent = owners[index - 1]
      try Members.set(&parent, members[index - 1], owner, MemberCache(), interpreter, interpreter.site)
      owner = parent
      index -= 1
    }
  }

  /// The values met walking `members` from `root` (one per member).
  private func chain(from root: Value, _ members: [String], for command: String) throws -> [Value] {
    var values: [Value] = []
    var value = root
    for name in members {
      value = try member(of: value, name, for: command)
      values.append(value)
    }
    return values
  }

  /// One member, with a "did you mean" error when a script type has no property of that name.
  private func member(of value: Value, _ name: String, for command: String) throws -> Value {
    if let type = value.scriptType {
      let names = Self.propertyNames(of: type)
      if !names.contains(name), type.fieldIndex[name] == nil {
        let hint = hint(name, among: names)
        throw ShellError.scenario("\(command): \(type.name) has no property '\(name)'\(hint)")
      }
    }
    return try Members.get(value, name, MemberCache(), interpreter, interpreter.site)
  }

  /// The written type of a stored property (`var count: Int`, or a wrapper's value type), if any.
  private func declaredType(of owner: Value, _ name: String) -> TypeNode? {
    guard let type = owner.scriptType else { return nil }
    return type.fields.first { $0.propertyName == name }?.type
  }

  /// The properties a path may name on a script type: stored (by their written names) and computed.
  static func propertyNames(of type: ScriptType) -> [String] {
    type.fields.map(\.propertyName) + type.computed.keys.sorted()
  }

  /// Instance property names of a loaded type (for `watch`/`break` paths), nil if not a script type.
  public func propertyNames(ofType name: String) -> [String]? {
    (interpreter.types[name] as? ScriptType).map(Self.propertyNames)
  }

  func hint(_ name: String, among names: [String]) -> String {
    Suggestion.closest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
  }

  /// A path `expect value` reads as view state rather than Swift: `VIEW[#K].prop…` whose VIEW is a
  /// loaded view type and whose first member is an instance property of it. Anything else is Swift.
  func viewPath(in text: String) -> String? {
    let path = text.trimmingCharacters(in: .whitespaces)
    let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard parts.count >= 2, parts.allSatisfy(Self.isPathWord) else { return nil }
    let (viewName, _) = splitIndex(parts[0])
    guard let type = interpreter.types[viewName] as? ScriptType, type.conformances.contains("View"),
      Self.propertyNames(of: type).contains(parts[1])
    else { return nil }
    return path
  }

  /// An identifier, optionally followed by `#K` (only the first word of a path may carry one).
  private static func isPathWord(_ word: String) -> Bool {
    let name = word.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    guard let first = name.first, let lead = first.first, lead.isLetter || lead == "_",
      first.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return false }
    return name.count == 1 || (name[1].allSatisfy(\.isNumber) && !name[1].isEmpty)
  }
}

extension Value {
  /// The script type of a struct, class instance or enum value.
  var scriptType: ScriptType? {
    switch self {
    case .structValue(let value): return value.type
    case .object(let object): return object.type
    case .enumValue(let value): return value.type
    default: return nil
    }
  }

  var isObject: Bool {
    if case .object = self { return true }
    return false
  }
}
