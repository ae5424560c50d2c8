import DynPropDiagnostics
import DynPropSyntax

/// Turns lowered script files into run-time types, functions and node trees, resolving every name.
///
/// Like jlox's resolver it runs before anything executes: static errors (unknown names, assignments to an
/// immutable `self`, wrong labels) are found here, in the Swift compiler's wording, and nothing of a file
/// set with errors is kept (CONTRACT §7.1).
public final class Compiler {
  let rt: Interpreter
  var diagnostics: [Diagnostic] = []
  var scope: FunctionScope
  /// Work postponed until every type of the load is declared (bodies may use later declarations).
  var pending: [() -> Void] = []
  /// The names of types a `@main` attribute marks, in load order.
  public internal(set) var mainTypes: [ScriptType] = []
  /// The top-level code awaits (`await test()` in main.swift): a plain program then runs it as its main
  /// task, as Swift runs an asynchronous top level.
  public internal(set) var topLevelAwaits = false
  /// Closures and local functions compiled so far (a block whose locals they may capture keeps them).
  var nestedCodeCount = 0
  /// Compiling the body of a `_modify` accessor, where `yield &x` is allowed (`compilingModifyAccessor`).
  var inModifyAccessor = false

  func compilingModifyAccessor(_ compile: () -> Void) {
    inModifyAccessor = true
    defer { inModifyAccessor = false }
    compile()
  }
  /// Per type, per storage field: the function building its wrapper from a wrapped value.
  var wrapperFactories: [ObjectIdentifier: [String: FunctionCode]] = [:]
  /// What each script type's initializers look like, known before any type is laid out.
  var wrapperShapes: [String: WrapperShape] = [:]
  /// Top-level statements of the second and later files of a load: their globals are initialized lazily,
  /// on first use, as Swift initializes globals outside `main.swift`.
  var laterFileStatements: Set<ObjectIdentifier> = []
  var isCompilingLaterFile = false
  /// Declarations made by this load, to report a second one as "invalid redeclaration".
  var declaredInLoad: [String: SourceLocation] = [:]
  /// Expressions compiled so far: each expression of the source is compiled once (tests check that the
  /// count is linear in the code, so a chain of N modifiers never costs 2^N).
  public internal(set) var compiledExpressions = 0
  /// Member names of each script type, known before members compile (for forward references).
  var memberNames: [ObjectIdentifier: Set<String>] = [:]
  /// The static members among them, known before the type is laid out (`@State var wakeUp = defaultWakeTime`).
  var staticMemberNames: [ObjectIdentifier: Set<String>] = [:]
  /// Expressions known to be host views (`Text("a")` is a `Text`, `.padding()` on it `some View`), for
  /// Swift's "has no member" error on a misspelt modifier at load.
  var hostViewTypes: [ObjectIdentifier: String] = [:]

  public init(interpreter: Interpreter) {
    rt = interpreter
    scope = FunctionScope(
      parent: nil, selfType: nil, hasSelf: false, isMutating: true, resultType: nil, isTopLevel: true)
  }

  /// An expression compiled twice (`DeclaredCoalescingNode`'s two right operands) reports an error once.
  func error(_ message: String, at location: SourceLocation) {
    let diagnostic = Diagnostic.error(message, at: location)
    if diagnostics.contains(diagnostic) { return }
    diagnostics.append(diagnostic)
  }

  /// Compiles all files of one `load` together. Returns the top-level code to run, in file order.
  public func compile(_ files: [ScriptFile]) throws -> FunctionCode {
    if !rt.hasModuleName, !files.isEmpty {
      rt.moduleName = Compiler.moduleName(for: files.map(\.name))
      rt.hasModuleName = true
    }
    for file in files where !file.presumedLines.isEmpty { rt.presumedLines[file.name] = file.presumedLines }
    let decls = files.flatMap(\.items)
    if !rt.hasPreludeExtras, files.contains(where: \.mentionsPreludeExtras) {
      rt.hasPreludeExtras = true
      SwiftPrelude.loadExtras(into: rt)
    }
    if !rt.hasSynchronization, decls.contains(where: Compiler.importsSynchronization) {
      rt.hasSynchronization = true
      SynchronizationPrelude.load(into: rt)
    }
    declareTypes(decls, in: nil)
    declareExtensions(decls)
    declareGlobals(decls)
    drainPending()
    laterFileStatements = Set(files.dropFirst().flatMap(\.items).map(ObjectIdentifier.init))
    let main = compileTopLevel(decls)
    drainPending()
    if !diagnostics.isEmpty {
      throw DiagnosticError(
        diagnostics.sorted {
          ($0.location ?? .init(file: "", line: 0, column: 0))
            < ($1.location ?? .init(file: "", line: 0, column: 0))
        })
    }
    return main
  }

  /// Compiles Swift source the host provides (its geometry types) into `module`: the scripts' module
  /// name is not taken from it, and its types print qualified with `module`.
  public func compileLibrary(_ files: [ScriptFile], module: String) throws -> FunctionCode {
    let hadName = rt.hasModuleName
    rt.hasModuleName = true
    defer { rt.hasModuleName = hadName }
    let before = Set(rt.types.keys)
    let main = try compile(files)
    // A library compiled inside this one (the Swift prelude, on first use) has named its own types.
    for (name, type) in rt.declaredTypes where !before.contains(name) {
      guard let script = type as? ScriptType else { continue }
      Compiler.assign(module, to: script)
    }
    return main
  }

  /// The library's module for a type and the types nested in it (`SwiftUI.GridItem.Size`).
  private static func assign(_ module: String, to type: ScriptType) {
    guard type.module == nil else { return }
    type.module = module
    for case let nested as ScriptType in type.nestedTypes.values { assign(module, to: nested) }
  }

  /// Runs postponed work until none is left: type layouts first (they register every member's signature),
  /// then the bodies, which therefore see members declared after them.
  func drainPending() {
    while !pending.isEmpty {
      let batch = pending
      pending.removeAll()
      for work in batch { work() }
    }
  }

  /// Compiles one expression typed at the prompt (`eval`, `mount`, `set`), as top-level code.
  public func compileExpression(_ expr: Expr) throws -> FunctionCode {
    let code = FunctionCode(
      name: "eval", params: [], selfKind: .none, isMutating: true, location: expr.location)
    let saved = scope
    scope = FunctionScope(
      parent: nil, selfType: nil, hasSelf: false, isMutating: true, resultType: nil, isTopLevel: true)
    let node = compileExpr(expr)
    code.body = ReturnNode(value: node, expected: nil, expr.location)
    code.frameSize = scope.size
    scope = saved
    if !diagnostics.isEmpty { throw DiagnosticError(diagnostics) }
    return code
  }

  /// What `swiftc` names the module: the file's base name when one file is compiled and the name is an
  /// identifier, `main` otherwise.
  static func moduleName(for files: [String]) -> String {
    guard files.count == 1, let file = files.first?.split(separator: "/").last else { return "main" }
    let base = file.hasSuffix(".swift") ? String(file.dropLast(6)) : String(file)
    guard let first = base.first, first.isLetter || first == "_",
      base.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), base.allSatisfy(\.isASCII)
    else { return "main" }
    return base
  }

  private func compileTopLevel(_ items: [Stmt]) -> FunctionCode {
    let location = items.first?.location ?? SourceLocation(file: "", line: 1, column: 1)
    let code = FunctionCode(
      name: "top level", params: [], selfKind: .none, isMutating: true, location: location)
    var nodes: [Node] = []
    for item in items {
      if case .decl(let decl) = item.kind, !isTopLevelVariable(decl) { continue }
      isCompilingLaterFile = laterFileStatements.contains(ObjectIdentifier(item))
      nodes.append(compileStmt(item))
    }
    isCompilingLaterFile = false
    // A top-level `defer` runs when the top-level code ends (main.swift), as Swift runs it.
    code.body = BlockNode(nodes, hasDefers: nodes.contains { $0 is DeferNode }, location)
    code.frameSize = scope.size
    return code
  }

  private func isTopLevelVariable(_ decl: Decl) -> Bool {
    if case .variable = decl.kind { return true }
    return false
  }

  // MARK: Globals

  private func declareGlobals(_ items: [Stmt]) {
    for item in items {
      if case .guard(let conditions, _) = item.kind {
        // Names a top-level `guard let` binds are globals, seen by the file's functions.
        for case .optionalBinding(let name, _, _, _) in conditions { _ = globalSlot(name) }
      }
      guard case .decl(let decl) = item.kind else { continue }
      switch decl.kind {
      case .variable(let v):
        checkAttributes(v.attributes)
        for name in v.pattern.boundNames {
          checkRedeclaration("var \(name)", shownAs: name, at: decl.location)
          let slot = globalSlot(name)
          if v.isLet, v.initializer != nil {
            rt.constantGlobals.insert(slot)
          } else {
            rt.constantGlobals.remove(slot)
          }
        }
        // A wrapped global's storage and projection (`_name`, `$name`), for functions compiled before it.
        if localWrapper(v) != nil, let name = v.name {
          for derived in ["_" + name, "$" + name] { rt.constantGlobals.remove(globalSlot(derived)) }
        }
      case .function(let f):
        checkRedeclaration(
          Compiler.redeclarationKey(f, in: nil), shownAs: Compiler.signatureName(f), at: decl.location)
        checkAttributes(f.attributes)
        let code = makeFunction(f, owner: nil, isStatic: false, location: decl.location)
        rt.functions[f.name, default: []].removeAll {
          $0.hasSameSignature(as: code) && $0.resultType == code.resultType
        }
        rt.functions[f.name, default: []].append(code)
      case .import(let module):
        checkImport(module, decl.location)
      case .typeAlias(let name, let target):
        checkRedeclaration("type \(name)", shownAs: name, at: decl.location)
        rt.typeAliases[name] = target
      default: break
      }
    }
  }

  func globalSlot(_ name: String) -> Int {
    if let slot = rt.globalIndex[name] { return slot }
    rt.globalIndex[name] = rt.globals.count
    rt.globals.append(.void)
    rt.globalNames.append(name)
    return rt.globals.count - 1
  }

  static func importsSynchronization(_ item: Stmt) -> Bool {
    guard case .decl(let decl) = item.kind, case .import(let module) = decl.kind else { return false }
    return module == "Synchronization"
  }

  private func checkImport(_ module: String, _ location: SourceLocation) {
    let allowed: Set<String> = [
      "Swift", "SwiftUI", "Combine", "Foundation", "Observation", "OpenCombine", "Dispatch", "CoreData",
      // Swift's concurrency library, imported implicitly; naming it changes nothing.
      "_Concurrency",
      // Mutex and Atomic (`SynchronizationPrelude`).
      "Synchronization",
    ]
    if !allowed.contains(module) { error("no such module '\(module)'", at: location) }
  }
}

extension Pattern {
  /// Names a declaration pattern binds, in order.
  var boundNames: [String] {
    switch self {
    case .binding(let name, _, _): return [name]
    case .tuple(let parts): return parts.flatMap(\.boundNames)
    case .optionalSome(let inner), .cast(let inner, _): return inner.boundNames
    case .enumCase(_, _, let args): return args?.flatMap(\.pattern.boundNames) ?? []
    default: return []
    }
  }
}
