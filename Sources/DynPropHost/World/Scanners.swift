import DynPropDiagnostics
import DynPropInterpreter

/// Foundation's `Scanner(string:)`, for the hex-colour extension apps copy
/// (`Scanner(string: hex).scanHexInt64(&int)`): `scanHexInt64`, `scanHexInt32`, `scanInt`, `scanDouble`
/// read from the current position, write the value through the `inout` argument and say whether they
/// read one, as Foundation's do.
final class ScannerObject: NativeObject {
  private let characters: [Character]
  private var position = 0

  init(_ text: String) { characters = Array(text) }

  override var typeName: String { "Scanner" }

  static var type: FoundationType {
    FoundationType(
      "Scanner",
      make: { labels, args, _, _ in
        guard labels == ["string"], case .string(let text)? = args.first else { return .none }
        return .native(ScannerObject(text))
      })
  }

  override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    name == "isAtEnd" ? .bool(position >= characters.count) : nil
  }

  override func callWritingBack(
    _ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter
  ) throws -> (result: Value, writeBack: [Int: Value])? {
    guard arguments.count == 1 else { return nil }
    let scanned: Value?
    switch name {
    case "scanHexInt64": scanned = scan(radix: 16).map { .sized(SizedInt(kind: .uint64, bits: $0)) }
    case "scanHexInt32":
      scanned = scan(radix: 16).map { .sized(SizedInt(kind: .uint32, bits: $0 & 0xFFFF_FFFF)) }
    case "scanInt": scanned = scan(radix: 10).map { .int(Int(truncatingIfNeeded: $0)) }
    case "scanDouble": scanned = scanDouble().map(Value.double)
    default: return nil
    }
    // A failed scan writes zero, as swift-corelibs-foundation's does (what swiftc's build prints here).
    guard let scanned else { return (.bool(false), [0: zero(name)]) }
    return (.bool(true), [0: scanned])
  }

  private func zero(_ name: String) -> Value {
    switch name {
    case "scanHexInt64": return .sized(SizedInt(kind: .uint64, bits: 0))
    case "scanHexInt32": return .sized(SizedInt(kind: .uint32, bits: 0))
    case "scanDouble": return .double(0)
    default: return .int(0)
    }
  }

  /// Skips leading whitespace, then reads digits of the radix (a `0x` prefix for hex).
  private func scan(radix: Int) -> UInt64? {
    skipWhitespace()
    var index = position
    if radix == 16, index + 1 < characters.count, characters[index] == "0",
      "xX".contains(characters[index + 1])
    {
      index += 2
    }
    var digits = ""
    while index < characters.count, characters[index].hexDigitValue.map({ $0 < radix }) == true {
      digits.append(characters[index])
      index += 1
    }
    guard let value = UInt64(digits, radix: radix) else { return nil }
    position = index
    return value
  }

  private func scanDouble() -> Double? {
    skipWhitespace()
    var index = position
    var text = ""
    while index < characters.count, "0123456789.-+eE".contains(characters[index]) {
      text.append(characters[index])
      index += 1
    }
    guard let value = Double(text) else { return nil }
    position = index
    return value
  }

  private func skipWhitespace() {
    while position < characters.count, characters[position].isWhitespace { position += 1 }
  }
}
