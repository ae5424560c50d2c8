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

  /// Where a call is: its start, or for a call in a chain written over several lines
  /// (`store\n  .log("x")`) the member it calls, whose line is the one its argument list opens on, as
  /// Swift's `#line` default gives it (and where its runtime errors point).
  static func callLocation(_ start: SourceLocation, _ callee: Expr) -> SourceLocation {
    guard case .member(_, let name) = callee.kind, callee.range.end.line != start.line else { return start }
    var location = callee.range.end
    location.column = max(1, location.column - name.count)
    return location
  }
}
