import DynPropHost

/// Turns one event into the compact line(s) of the human transcript.
///
/// One line per event, indented under its `── tick N ──` header; pitfall chains add indented lines.
/// Every string from the event is sanitised before styling: warnings are yellow, pitfalls, crashes and
/// errors red, bodies bold, and all of it plain when colour is off.
public struct HumanEventFormat: Sendable {
  public var style: TextStyle

  public init(style: TextStyle) { self.style = style }

  /// The lines for an event, ready to print (already indented and styled).
  public func lines(for event: Event) -> [String] {
    if event.type == .tick { return [style.dim("── tick \(event.tick) ──")] }
    let text = Sanitizer.clean(describe(event))
    var lines = ["  " + color(event, text)]
    if event.type == .pitfall, case .strings(let chain)? = event["chain"] {
      lines += chain.map { "      ↳ " + Sanitizer.clean($0) }
    }
    return lines
  }

  private func color(_ event: Event, _ text: String) -> String {
    switch event.type {
    case .warning: return style.yellow(text)
    case .pitfall, .crash, .error: return style.red(text)
    case .body: return style.bold(text)
    case .expect: return event["ok"] == .bool(true) ? style.green(text) : style.red(text)
    default: return text
    }
  }

  /// The unstyled text of an event (no indentation).
  public func describe(_ event: Event) -> String {
    let s = { (key: String) in event.string(key) ?? "" }
    switch event.type {
    case .update: return "update \(s("view")).\(s("property"))" + node(event)
    case .body: return "body \(s("view"))  \(changes(event))" + node(event)
    case .appear, .disappear: return "\(event.type.rawValue) \(s("view"))" + node(event)
    case .change:
      if case .strings(let paths)? = event["paths"] { return "change \(owner(event))" + Self.shown(paths) }
      return "change \(owner(event))\(s("property")): \(value(event["old"])) → \(value(event["new"]))"
    case .request: return "request #\(number(event["id"])) \(s("method")) \(s("url"))  from \(s("origin"))"
    case .response:
      if let error = event.string("error") { return "response #\(number(event["id"])) failed: \(error)" }
      return "response #\(number(event["id"])) \(number(event["status"]))"
    case .warning, .pitfall: return "\(event.type.rawValue) \(s("id")): \(s("message"))" + place(event)
    case .print: return "print: \(s("text"))"
    case .crash: return "crash: \(s("message"))" + place(event)
    case .error: return "error: \(s("message"))" + place(event)
    case .expect: return expectation(event)
    case .note: return s("text")
    default: return generic(event)
    }
  }

  private func changes(_ event: Event) -> String {
    guard case .strings(let tokens)? = event["changes"] else { return "" }
    return tokens.isEmpty ? "(unchanged)" : tokens.joined(separator: " ")
  }

  /// The node path, when it says more than the view's name.
  private func node(_ event: Event) -> String {
    guard let node = event.string("node"), node != event.string("view") else { return "" }
    return "  @ \(node)"
  }

  /// The first few changed paths of a long value (issue 16), then how many more there are.
  static func shown(_ paths: [String], limit: Int = 3) -> String {
    let more = paths.count - limit
    return paths.prefix(limit).joined(separator: "; ") + (more > 0 ? " (and \(more) more paths)" : "")
  }

  private func owner(_ event: Event) -> String {
    event.string("view").map { "\($0)." } ?? ""
  }

  /// `(View at file:line:col)`, from whichever of `view` and `source` the event has.
  private func place(_ event: Event) -> String {
    let parts = [event.string("view"), event.string("source").map { "at \($0)" }].compactMap { $0 }
    return parts.isEmpty ? "" : "  (\(parts.joined(separator: " ")))"
  }

  private func expectation(_ event: Event) -> String {
    let line = number(event["line"])
    if event["ok"] == .bool(true) { return "✓ \(event.string("text") ?? "")" }
    let expected = event.string("expected") ?? event.string("text") ?? ""
    let seen = event.string("seen").map { ", seen \($0)" } ?? ""
    return "✗ \(line): expected \(expected)\(seen)"
  }

  private func generic(_ event: Event) -> String {
    let values = event.fields.values.map { value(Optional($0)) }
    return ([event.type.rawValue] + values).joined(separator: " ")
  }

  private func number(_ value: EventValue?) -> String {
    if case .int(let n)? = value { return String(n) }
    return value.map { self.value($0) } ?? "?"
  }

  private func value(_ value: EventValue?) -> String {
    switch value {
    case .string(let text)?: return text
    case .int(let n)?: return String(n)
    case .bool(let b)?: return String(b)
    case .strings(let items)?: return "[" + items.joined(separator: ", ") + "]"
    case .location(let location)?: return location.description
    case .null?, nil: return "nil"
    }
  }
}
