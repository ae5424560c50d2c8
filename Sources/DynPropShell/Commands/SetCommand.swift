/// `set PATH = EXPR`: assigns a property or global as a user action.
struct SetCommand: ShellCommand {
  let name = "set"
  let usage = "set PATH = EXPR"
  let summary = "assign a view property or a global, as a user action"
  let details = """
    Assigns EXPR (Swift, to the end of the command) outside view updates, like a user action.
    PATH is VIEW.prop[.field...], VIEW#K.prop for the K-th instance in tree order, or a global:
      set CounterView.count = 5
      set Row#2.isOn = true
    """

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    let (path, expression) = try split(arguments.raw)
    session.remember(source: expression, named: "<input>")
    try session.engine.set(path: path, expression: expression)
    return .none
  }

  /// PATH runs to the first blank or `=`; then `=` and a non-empty EXPR must follow.
  func split(_ text: String) throws -> (path: String, expression: String) {
    guard let end = text.firstIndex(where: { $0 == "=" || $0.isWhitespace }) else {
      throw usageError("missing '= EXPR'")
    }
    let path = String(text[..<end])
    let rest = text[end...].drop(while: \.isWhitespace)
    guard !path.isEmpty, rest.first == "=" else {
      throw usageError(path.isEmpty ? "missing PATH" : "missing '='")
    }
    let expression = CommandArguments(String(rest.dropFirst())).raw
    guard !expression.isEmpty else { throw usageError("missing EXPR") }
    return (path, expression)
  }
}
