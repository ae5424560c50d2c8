#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// `formatted()` and `String(format:)` without Foundation, so output never depends on the machine's locale.
///
/// `formatted()` follows Foundation's default (en_US) number style: grouping commas, at most six fraction
/// digits, no trailing zeros (`1234.5` → `1,234.5`, `Double.pi` → `3.141593`). `String(format:)` hands each
/// numeric conversion to the C library's `vsnprintf`, so `%.2f`, `%05d` and `%x` print as in Swift.
enum NumberFormatting {
  static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    return (number < 0 ? "-" : "") + group(digits)
  }

  static func grouped(_ number: Double) -> String {
    if number.isNaN { return "NaN" }
    if number.isInfinite { return number < 0 ? "-∞" : "∞" }
    var text = printf("%.6f", .double(number))
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    if text == "-0" { text = "0" }
    let negative = text.hasPrefix("-")
    let unsigned = negative ? String(text.dropFirst()) : text
    let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
    let fraction = parts.count > 1 ? "." + parts[1] : ""
    return (negative ? "-" : "") + group(String(parts[0])) + fraction
  }

  private static func group(_ digits: String) -> String {
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { result += "," }
      result.append(digit)
    }
    return result
  }

  /// One C conversion applied to one Int or Double.
  static func printf(_ spec: String, _ argument: Value) -> String {
    var buffer = [CChar](repeating: 0, count: 512)
    let length = buffer.withUnsafeMutableBufferPointer { pointer -> Int32 in
      switch argument {
      case .int(let number):
        return withVaList([Int64(number)]) { vsnprintf(pointer.baseAddress, 512, spec, $0) }
      case .double(let number): return withVaList([number]) { vsnprintf(pointer.baseAddress, 512, spec, $0) }
      default: return 0
      }
    }
    guard length > 0 else { return "" }
    let bytes = buffer.prefix(min(Int(length), 511)).map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `String(format:_:...)`: `%d %i %u %x %X %o %c %f %F %e %E %g %G %a %@ %s %%`, flags, width, precision,
  /// length modifiers (ignored) and positional `%1$@`.
  static func format(_ template: String, _ arguments: [Value]) -> String {
    var output = ""
    var next = 0
    var rest = Substring(template)
    while let percent = rest.firstIndex(of: "%") {
      output += rest[..<percent]
      rest = rest[rest.index(after: percent)...]
      guard let (spec, conversion, position) = parseSpec(&rest) else { break }
      if conversion == "%" {
        output += "%"
        continue
      }
      let index = position ?? next
      next = index + 1
      output += convert(spec, conversion, index < arguments.count ? arguments[index] : .int(0))
    }
    return output + rest
  }

  /// Reads flags, width, precision, length and the conversion after a `%`.
  private static func parseSpec(_ rest: inout Substring) -> (String, Character, Int?)? {
    var position: Int?
    let digits = rest.prefix { $0.isNumber }
    if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
      position = Int(digits).map { $0 - 1 }
      rest = rest.dropFirst(digits.count + 1)
    }
    let body = rest.prefix { "-+ #0123456789.".contains($0) }
    rest = rest.dropFirst(body.count)
    rest = rest.drop { "hlqLzjt".contains($0) }
    guard let conversion = rest.first else { return nil }
    rest = rest.dropFirst()
    return (String(body), conversion, position)
  }

  private static func convert(_ spec: String, _ conversion: Character, _ argument: Value) -> String {
    switch conversion {
    case "d", "i", "u", "x", "X", "o":
      return printf("%\(spec)ll\(conversion)", .int(integer(argument)))
    case "f", "F", "e", "E", "g", "G", "a", "A":
      return printf("%\(spec)\(conversion)", .double(real(argument)))
    case "c":
      if case .int(let code) = argument, let scalar = Unicode.Scalar(code) {
        return pad(String(scalar), spec)
      }
      return pad(Render.description(argument), spec)
    default:
      return pad(Render.description(argument), spec)
    }
  }

  private static func integer(_ value: Value) -> Int {
    switch value {
    case .int(let number): return number
    case .double(let number) where number.isFinite && abs(number) < 9.2e18: return Int(number)
    case .bool(let flag): return flag ? 1 : 0
    default: return 0
    }
  }

  private static func real(_ value: Value) -> Double {
    switch value {
    case .double(let number): return number
    case .int(let number): return Double(number)
    default: return 0
    }
  }

  /// Width for `%@`/`%s`: right-aligned unless the `-` flag is given.
  private static func pad(_ text: String, _ spec: String) -> String {
    let widthDigits = spec.drop { "-+ #0".contains($0) }.prefix { $0.isNumber }
    guard let width = Int(widthDigits), text.count < width else { return text }
    let padding = String(repeating: " ", count: width - text.count)
    return spec.hasPrefix("-") ? text + padding : padding + text
  }
}
