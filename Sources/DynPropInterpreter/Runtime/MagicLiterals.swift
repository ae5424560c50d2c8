import DynPropDiagnostics
import DynPropSyntax

extension Interpreter {
  /// `#file`, `#filePath`, `#fileID` and `#line` at `location`, as the file's `#sourceLocation`
  /// directives present it (`#fileID` is `Module/name.swift`); nil for any other literal.
  func magicLiteral(_ name: String, at location: SourceLocation) -> Value? {
    let presumed =
      presumedLines[location.file]?.presumed(file: location.file, line: location.line)
      ?? (file: location.file, line: location.line)
    switch name {
    case "#line": return .int(presumed.line)
    case "#file", "#filePath": return .string(presumed.file)
    case "#fileID":
      let base = presumed.file.split(separator: "/").last.map(String.init) ?? presumed.file
      return .string("\(moduleName)/\(base)")
    default: return nil
    }
  }

  /// `#function` as a default argument: the Swift name of the function the call is made in.
  var callerFunctionName: String {
    callStack.last { $0.poundFunction != nil }?.poundFunction ?? moduleName
  }
}

/// `line: Int = #line`: a magic literal as a parameter's default value is the caller's place and
/// function, not the declaration's (The Swift Programming Language, "Expressions", Literal Expression).
final class CallerMagicLiteralNode: Node {
  let name: String

  init(_ name: String, _ location: SourceLocation) {
    self.name = name
    super.init(location)
  }

  override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    if name == "#function" { return .string(rt.callerFunctionName) }
    if name == "#line", let starts = rt.chainedCallStarts[rt.callerLocation.file],
      starts.contains(Compiler.packed(rt.callerLocation))
    {
      throw rt.scriptError(
        "not supported yet: '#line' as a default argument of a call in a chain that continues on a later line",
        at: rt.callerLocation)
    }
    return rt.magicLiteral(name, at: rt.callerLocation) ?? .string(name)
  }
}

extension Compiler {
  /// A parameter's default value; a magic literal there is evaluated at each call (`CallerMagicLiteralNode`).
  func compileDefault(_ expr: Expr, _ type: TypeNode?) -> Node {
    guard case .magicLiteral(let name) = expr.kind, name != "#dsohandle" else {
      return coerced(compileExpr(expr, expected: type), type)
    }
    if name == "#column" {
      error("not supported yet: '#column' as a default argument (the caller's column)", at: expr.location)
      return EmptyNode()
    }
    return typed(
      CallerMagicLiteralNode(name, expr.location), name == "#line" ? .simple("Int") : .simple("String"))
  }

  /// Swift's `#line` default is the line a call's argument list opens on; in a chain written over several
  /// lines (`store\n  .log("x")`) that is a later line than the call's start, which is all a call passes
  /// on (`Interpreter.callerLocation`), so such calls are noted and their `#line` default is an error.
  func noteChainedCall(_ start: SourceLocation, _ callee: Expr) {
    if callee.range.end.line != start.line {
      rt.chainedCallStarts[start.file, default: []].insert(Compiler.packed(start))
    }
  }

  static func packed(_ location: SourceLocation) -> Int { location.line << 32 | location.column }
}
