/// `eval EXPR`: evaluates Swift as a user action and shows the value.
struct EvalCommand: ShellCommand {
  let name = "eval"
  let usage = "eval EXPR"
  let summary = "evaluate Swift as a user action; shows the value"
  let details = """
    Evaluates EXPR (Swift, to the end of the command; braces may span lines) outside view updates.
    Writes, queued work and requests persist. Shows the value unless it is ().
    Declarations need no 'eval': a line starting with struct, class, final, enum, protocol, extension,
    func, let, var, import, an access modifier or an @attribute is evaluated as Swift, so model code
    can be pasted as it is.
    """

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    guard !arguments.isEmpty else { throw usageError("missing EXPR") }
    session.remember(source: arguments.raw, named: "<input>")
    guard let value = try session.engine.eval(expression: arguments.raw) else { return .none }
    return .text(value)
  }
}
