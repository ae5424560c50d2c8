import DynPropDiagnostics
import DynPropSyntax

extension Compiler {
  /// `var total: Double { … }` at top level or in a body: the accessors compiled as closures over the
  /// declaring scope, stored in the variable's slot (reads run the getter; `ComputedVariable`).
  func computedVariable(_ name: String, _ v: VarDecl, _ accessors: Accessors, _ location: SourceLocation)
    -> Node
  {
    let getter = FunctionCode(
      name: "\(name).get", params: [], selfKind: .none, isMutating: false, location: location)
    getter.resultType = v.type
    compileNested(getter, accessors.get ?? [], params: [])
    var setterNode: Node?
    if let set = accessors.set {
      let param = Param(
        label: nil, name: accessors.setParam, type: v.type, defaultValue: nil, location: location)
      let setter = FunctionCode(
        name: "\(name).set", params: [paramInfo(param, defaultValue: nil)], selfKind: .none,
        isMutating: false,
        location: location)
      compileNested(setter, set, params: [param])
      setterNode = ClosureNode(code: setter, location)
    }
    var modifierNode: Node?
    if let modify = accessors.modify {
      let modifier = FunctionCode(
        name: "\(name).modify", params: [], selfKind: .none, isMutating: false, location: location)
      compilingModifyAccessor { compileNested(modifier, modify, params: []) }
      modifierNode = ClosureNode(code: modifier, location)
    }
    return ComputedVariableNode(
      name: name, getter: ClosureNode(code: getter, location), setter: setterNode, modifier: modifierNode,
      location)
  }
}
