import DynPropInsight

/// `watch [PATH]`: print a line whenever that property changes; `unwatch PATH|all`.
struct WatchCommand: ShellCommand {
  let name = "watch"
  let usage = "watch [PATH]"
  let summary = "print a line whenever a property changes"
  let details = """
    Prints 'watch PATH: old → new (tick N, by CAUSE)' whenever PATH changes. PATH is VIEW.prop
    (state a view owns, VIEW#K.prop for the K-th instance), Type.prop (a property of an object of
    class Type, Type#K.prop for one object), UserDefaults.key, or a bare prop (any owner). Without
    PATH, lists the watches. 'unwatch PATH' or 'unwatch all' removes them.
    """

  func isInspection(_ arguments: CommandArguments) -> Bool { arguments.raw.isEmpty }

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    let words = try words(arguments, count: 0...1)
    guard let text = words.first else {
      let list = session.breaks.watches.map { "  \($0.text)" }
      return .text(list.isEmpty ? "no watches" : (["watches:"] + list).joined(separator: "\n"))
    }
    let path = try PathResolution.resolve(text, in: session, command: self)
    if !session.breaks.watches.contains(path) { session.breaks.watches.append(path) }
    return .text("watching \(path.text)")
  }
}

struct UnwatchCommand: ShellCommand {
  let name = "unwatch"
  let usage = "unwatch PATH|all"
  let summary = "stop watching a property"

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    let words = try words(arguments, count: 1...1)
    if words[0] == "all" {
      session.breaks.watches.removeAll()
      return .text("no watches")
    }
    guard let index = session.breaks.watches.firstIndex(where: { $0.text == words[0] }) else {
      throw ShellError.scenario("unwatch: '\(words[0])' is not watched")
    }
    session.breaks.watches.remove(at: index)
    return .text("stopped watching \(words[0])")
  }
}

/// Checks a PATH of `watch`/`break`: its owner must be a loaded type; `VIEW#K` must be mounted.
enum PathResolution {
  static func resolve(_ text: String, in session: Session, command: some ShellCommand) throws -> PropertyPath
  {
    guard var path = PropertyPath(text) else {
      throw ShellError.scenario(
        "\(command.name): '\(text)' is not a property path (VIEW.prop, Type.prop or prop)")
    }
    guard let (owner, index) = path.ownerName, owner != "UserDefaults" else { return path }
    guard session.engine.declaresType(owner) else {
      throw ShellError.scenario("\(command.name): no view or type named '\(owner)' is loaded")
    }
    try checkProperty(path.property, of: owner, in: session, command: command)
    // `VIEW#K` names the K-th mounted instance; for a class, `Type#K` is an object's number and is
    // matched against change events as written.
    let isMountedView = session.engine.nodePath(of: owner, index: 1) != nil
    if let index, isMountedView {
      guard let node = session.engine.nodePath(of: owner, index: index) else {
        throw ShellError.scenario("\(command.name): there is no \(owner) #\(index) mounted")
      }
      path.node = node
    }
    return path
  }

  /// The first name after the owner must be one of its properties (`count` or its storage `_count`);
  /// otherwise an error suggests the nearest names, instead of a watch that never fires.
  private static func checkProperty(
    _ property: String, of owner: String, in session: Session, command: some ShellCommand
  ) throws {
    guard let names = session.engine.propertyNames(ofType: owner) else { return }
    let first = String(property.split(separator: ".", maxSplits: 1)[0])
    let bare = first.hasPrefix("_") ? String(first.dropFirst()) : first
    guard !names.contains(first), !names.contains(bare) else { return }
    let hint = Suggestion.closest(to: bare, in: names).map { "; did you mean '\(owner).\($0)'?" } ?? ""
    throw ShellError.scenario("\(command.name): \(owner) has no property '\(first)'\(hint)")
  }
}
