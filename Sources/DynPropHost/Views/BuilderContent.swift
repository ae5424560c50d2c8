import DynPropDiagnostics
import DynPropInterpreter

/// The views a call's arguments put on screen: view values (`leading: EditButton()`) and builder closures
/// without parameters (`{ Text("Battery") }`), in argument order. Shared by the modifiers that show extra
/// content (`overlay`, `contextMenu`, …) and the inert views (`Gauge`, `ContentUnavailableView`), so their
/// texts are on screen and their buttons answer `tap` (issue 15).
enum BuilderContent {
  /// Whether an argument is shown: a view, or a closure that builds one.
  static func isShown(_ argument: Value) -> Bool {
    switch argument {
    case .native(is ViewValue): return true
    case .structValue(let view): return view.type.conforms(to: "View")
    case .enumValue(let view): return view.type.conforms(to: "View")
    case .closure(let closure as ScriptClosure): return closure.code.params.isEmpty
    default: return false
    }
  }

  /// The shown arguments as views, closures called; nil when there are none.
  static func views(_ arguments: [Value], _ rt: Interpreter, at location: SourceLocation) throws -> Value? {
    let views = try arguments.filter(isShown).map { part -> Value in
      if case .closure = part { return try rt.callValue(part, [], at: location) }
      return part
    }
    return views.isEmpty ? nil : .native(TupleContent(children: views))
  }
}
