import DynPropDiagnostics
import DynPropSyntax

/// `JSONDecoder` and `JSONEncoder` for script values: the host's Foundation types call these.
///
/// Failures are Swift errors (`ThrownError` carrying a `DecodingErrorValue` or `EncodingErrorValue`), so
/// scripts `catch` them and `try!` crashes with Swift's text; a use the subset cannot express (a type that
/// is not `Codable`, a custom `init(from:)`) is a `ScriptRuntimeError`.
public enum JSONCodec {
  /// Decodes JSON text into a value of `type`: a script struct, class or enum declared `Decodable`/`Codable`,
  /// `Int`/`Double`/`Bool`/`String` (and their sized variants), `[T]`, `Set<T>`, `[String: T]`, `[Int: T]`
  /// or `T?`.
  public static func decode(
    _ type: TypeNode, from json: String, keyStrategy: KeyDecodingStrategy, dates: DateCoding? = nil,
    _ rt: Interpreter, at location: SourceLocation
  ) throws -> Value {
    let decoder = JSONValueDecoder(rt, strategy: keyStrategy, dates: dates, at: location)
    return try decode(json) { try decoder.decode(type, $0, [], in: nil) }
  }

  /// Decodes into a run-time type, as `decode([Post].self, from:)` passes it.
  public static func decode(
    _ type: RuntimeType, from json: String, keyStrategy: KeyDecodingStrategy, dates: DateCoding? = nil,
    _ rt: Interpreter, at location: SourceLocation
  ) throws -> Value {
    let decoder = JSONValueDecoder(rt, strategy: keyStrategy, dates: dates, at: location)
    let shape = try decoder.types.shape(of: type)
    return try decode(json) { try decoder.decode(shape, $0, [], in: type as? ScriptType) }
  }

  /// Encodes a value to compact JSON text: properties in declaration order (or sorted with `sortedKeys`).
  public static func encode(
    _ value: Value, sortedKeys: Bool, _ rt: Interpreter, at location: SourceLocation
  ) throws -> String {
    try JSONValueEncoder(rt, sortedKeys: sortedKeys, at: location).text(of: value)
  }

  /// Parses, then decodes; text that is not JSON, and numbers or strings Swift cannot represent, are
  /// `dataCorrupted` at the top level, as Foundation reports them.
  private static func decode(_ json: String, _ body: (JSONNode) throws -> Value) throws -> Value {
    do {
      return try body(try JSONParser.parse(json))
    } catch is InvalidJSON {
      throw JSONValueDecoder.invalidJSON
    }
  }
}
