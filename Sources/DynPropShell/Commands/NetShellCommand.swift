/// `net ...`: lists requests in flight, routes URLs, answers or fails requests (CONTRACT §2).
///
/// BODY is taken verbatim (JSON text, may span lines) up to trailing `--status N` / `--latency T`.
struct NetShellCommand: ShellCommand {
  let name = "net"
  let usage = "net [SUBCOMMAND ...]"
  let summary = "list requests in flight; route, answer or fail requests"
  let details = """
    net                                          list requests in flight, with their origin
    net route URL BODY [--status N] [--latency T]
                                                 answer future requests for URL with BODY (JSON),
                                                 after T ticks (default 1), status N (default 200)
    net respond ID [BODY] [--status N]           answer request ID now (delivered next tick)
    net fail ID                                  fail request ID now
    net manual                                   hold all requests for 'net respond'
    net auto                                     answer routed requests automatically (default);
                                                 unrouted ones fail ("no route") when due
    """

  func isInspection(_ arguments: CommandArguments) -> Bool {
    let sub = arguments.firstToken().head
    return sub.isEmpty || sub == "list"
  }

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    .text(try session.engine.net(try parse(arguments)))
  }

  func parse(_ arguments: CommandArguments) throws -> NetCommand {
    let (sub, rest) = arguments.firstToken()
    switch sub {
    case "", "list": return try bare(rest, .list)
    case "manual": return try bare(rest, .manual)
    case "auto": return try bare(rest, .auto)
    case "route": return try route(rest)
    case "respond": return try respond(rest)
    case "fail":
      let words = try rest.words()
      guard words.count == 1 else { throw subUsage("net fail ID") }
      return .fail(id: try requestID(words[0]))
    default: throw usageError("unknown sub-command '\(sub)'")
    }
  }

  private func bare(_ rest: CommandArguments, _ command: NetCommand) throws -> NetCommand {
    guard rest.isEmpty else { throw usageError("unexpected '\(rest.raw)'") }
    return command
  }

  private func route(_ rest: CommandArguments) throws -> NetCommand {
    let (url, bodyAndFlags) = rest.firstToken()
    let (body, flags) = bodyAndFlags.strippingTrailingFlags(["--status", "--latency"])
    guard !url.isEmpty, !body.isEmpty else { throw subUsage("net route URL BODY [--status N] [--latency T]") }
    let status = try flags["--status"].map { try CommandArguments.integer($0, for: "net --status") } ?? 200
    let latency = try flags["--latency"].map { try CommandArguments.integer($0, for: "net --latency") } ?? 1
    return .route(url: try unquoted(url), body: body, status: status, latency: latency)
  }

  private func respond(_ rest: CommandArguments) throws -> NetCommand {
    let (id, bodyAndFlags) = rest.firstToken()
    guard !id.isEmpty else { throw subUsage("net respond ID [BODY] [--status N]") }
    let (body, flags) = bodyAndFlags.strippingTrailingFlags(["--status"])
    let status = try flags["--status"].map { try CommandArguments.integer($0, for: "net --status") }
    return .respond(id: try requestID(id), body: body.isEmpty ? nil : body, status: status)
  }

  private func subUsage(_ synopsis: String) -> ShellError { .scenario("net: usage: \(synopsis)") }

  /// `3` or `#3`.
  private func requestID(_ word: String) throws -> Int {
    let digits = word.hasPrefix("#") ? String(word.dropFirst()) : word
    return try CommandArguments.integer(digits, for: "net: request ID", minimum: 1)
  }

  private func unquoted(_ word: String) throws -> String {
    word.hasPrefix("\"") ? try ArgumentSplitter.unquote(word) : word
  }
}
