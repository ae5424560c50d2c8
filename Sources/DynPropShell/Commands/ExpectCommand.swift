/// `expect ...`: checks an expectation and reports it as an `expect` event (CONTRACT §3).
struct ExpectCommand: ShellCommand {
  let name = "expect"
  let usage = "expect KIND ..."
  let summary = "check an expectation (see 'help expect')"
  let details = """
    Counters run from the start or the last 'reset'. A failing expectation shows its line, what was
    expected and what was seen, and makes 'run' and 'test' fail (exit 1).
      expect body-count VIEW N       VIEW's body ran N times so far
      expect update-count VIEW N     custom DynamicProperty.update() ran N times for VIEW
      expect requests N              N network requests were started
      expect warning ID              a runtime warning ID was raised (no-warning [ID]: was not)
      expect pitfall ID              a pitfall ID was diagnosed (no-pitfall [ID]: was not)
      expect text "S" [N]            S is in at least one (exactly N) screen strings now
      expect no-text "S"             S is in none of them
      expect print "S"               a printed line contains S
      expect crash ["S"]             the app crashed (message containing S); claims all crashes so
                                     far; no-crash: never. A crash no 'expect crash' claims
                                     fails 'run' and 'test' at the end (exit 1)
      expect error ["S"]             an error was reported; claims all errors so far
      expect value EXPR == EXPR      both sides evaluate to equal values now
    """

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    let expectation = try Expectation.parse(arguments)
    let result = ExpectationChecker(log: session.log, engine: session.engine).check(expectation)
    session.expectationChecked(result, text: "expect \(arguments.raw)")
    if case .error = expectation, result.ok { session.claimErrors() }
    if case .crash = expectation, result.ok { session.claimCrashes() }
    return .none
  }
}
