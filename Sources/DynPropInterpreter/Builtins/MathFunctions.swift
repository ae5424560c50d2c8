#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// Foundation's math functions scripts commonly call: `sqrt`, `pow`, `floor`, `ceil`, `round`, `exp`,
/// `log`, `log10`, `sin`, `cos`, `tan`, `atan2`, `hypot`; each takes and returns Double.
extension Builtins {
  static func mathBody(_ name: String) -> ((BuiltinCall) throws -> Value)? {
    if let unary = unaryMath(name) { return { .double(unary(try $0.double(0))) } }
    if let binary = binaryMath(name) { return { .double(binary(try $0.double(0), try $0.double(1))) } }
    return nil
  }

  private static func unaryMath(_ name: String) -> ((Double) -> Double)? {
    switch name {
    case "sqrt": return { $0.squareRoot() }
    case "floor": return { $0.rounded(.down) }
    case "ceil": return { $0.rounded(.up) }
    case "round": return { $0.rounded() }
    case "exp": return { exp($0) }
    case "log": return { log($0) }
    case "log10": return { log10($0) }
    case "sin": return { sin($0) }
    case "cos": return { cos($0) }
    case "tan": return { tan($0) }
    default: return nil
    }
  }

  private static func binaryMath(_ name: String) -> ((Double, Double) -> Double)? {
    switch name {
    case "pow": return { pow($0, $1) }
    case "atan2": return { atan2($0, $1) }
    case "hypot": return { hypot($0, $1) }
    default: return nil
    }
  }
}
