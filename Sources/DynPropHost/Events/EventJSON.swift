/// One event as a JSON Lines record: `type` and `tick` first, then the fields in order (CONTRACT §4).
public enum EventJSON {
  public static func line(_ event: Event) -> String {
    var parts = ["\"type\":\(quote(event.type.rawValue))", "\"tick\":\(event.tick)"]
    for (key, value) in event.fields { parts.append("\(quote(key)):\(encode(value))") }
    return "{" + parts.joined(separator: ",") + "}"
  }

  static func encode(_ value: EventValue) -> String {
    switch value {
    case .string(let s): return quote(s)
    case .int(let i): return String(i)
    case .bool(let b): return b ? "true" : "false"
    case .strings(let items): return "[" + items.map(quote).joined(separator: ",") + "]"
    case .location(let location): return quote(location.description)
    case .null: return "null"
    }
  }

  /// A JSON string literal with every control character escaped.
  public static func quote(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          out += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}

extension String {
  func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
