import DynPropHost

/// Writes events as JSON Lines (`--json`, CONTRACT §4).
///
/// One object per line: `type` and `tick` first, then the fields in their recorded order, so output is
/// byte-for-byte deterministic. Strings are JSON-escaped; C1 controls and bidi overrides, which JSON
/// allows raw, are escaped too so the stream stays inert on a terminal.
public enum JSONLines {
  public static func line(_ event: Event) -> String {
    hardened(EventJSON.line(event))
  }

  /// A JSON string literal, escaped like `line`.
  public static func quote(_ text: String) -> String {
    hardened(EventJSON.quote(text))
  }

  /// A JSON object from ordered string keys and already encoded values.
  public static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { "\(quote($0.0)):\($0.1)" }.joined(separator: ",") + "}"
  }

  /// Replaces the scalars that `EventJSON` leaves raw but a terminal would interpret.
  /// They can only occur inside string literals, where `\uXXXX` is valid.
  static func hardened(_ json: String) -> String {
    guard json.unicodeScalars.contains(where: Sanitizer.isUnsafe) else { return json }
    var out = String.UnicodeScalarView()
    for scalar in json.unicodeScalars {
      if Sanitizer.isUnsafe(scalar) {
        let hex = String(scalar.value, radix: 16)
        out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }
}
