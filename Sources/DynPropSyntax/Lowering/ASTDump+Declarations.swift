/// Dump forms of declarations.
extension Dumper {
  func decl(_ decl: Decl) -> DumpNode {
    switch decl.kind {
    case .type(let type):
      var inline = [DumpNode.atom(type.name)] + generics(type.genericParams)
      if !type.inherited.isEmpty { inline.append(DumpNode("inherits", type.inherited.map(typeAtom))) }
      inline += attributes(type.attributes) + modifiers(type.modifiers)
      return DumpNode(type.kind.rawValue, inline, block: type.members.map(self.decl))
    case .extension(let extended, let inherited, let members, _):
      let inherits = inherited.isEmpty ? [] : [DumpNode("inherits", inherited.map(typeAtom))]
      return DumpNode("extension", [typeAtom(extended)] + inherits, block: members.map(self.decl))
    case .function(let function): return self.function(function)
    case .initializer(let initializer): return self.initializer(initializer)
    case .deinitializer(let body): return DumpNode("deinit", block: body.map(stmt))
    case .variable(let variable): return self.variable(variable)
    case .enumCase(let elements): return DumpNode("case", elements.map(enumElement))
    case .typeAlias(let name, let type): return DumpNode("typealias", [.atom(name), typeAtom(type)])
    case .subscript(let sub):
      let inline =
        [params(sub.params), DumpNode("result", [typeAtom(sub.result)])] + modifiers(sub.modifiers)
      return DumpNode("subscript", inline, block: accessors(sub.accessors))
    case .associatedType(let name, _): return DumpNode("associatedtype", [.atom(name)])
    case .import(let module): return DumpNode("import", [.atom(module)])
    case .ignored(let what): return DumpNode("ignored", [.atom(what)])
    }
  }

  private func function(_ function: FunctionDecl) -> DumpNode {
    var inline = [DumpNode.atom(function.name)] + generics(function.genericParams) + [params(function.params)]
    if let result = function.result { inline.append(DumpNode("result", [typeAtom(result)])) }
    inline += attributes(function.attributes) + modifiers(function.modifiers)
    if function.isAsync { inline.append(.atom("async")) }
    if function.isThrowing { inline.append(.atom("throws")) }
    if function.body == nil { inline.append(.atom("no-body")) }
    return DumpNode("func", inline, block: (function.body ?? []).map(stmt))
  }

  private func initializer(_ initializer: InitDecl) -> DumpNode {
    var inline = [params(initializer.params)]
    if initializer.isFailable { inline.append(.atom("failable")) }
    inline += attributes(initializer.attributes) + modifiers(initializer.modifiers)
    if initializer.isThrowing { inline.append(.atom("throws")) }
    if initializer.body == nil { inline.append(.atom("no-body")) }
    return DumpNode("init", inline, block: (initializer.body ?? []).map(stmt))
  }

  private func variable(_ variable: VarDecl) -> DumpNode {
    var inline: [DumpNode]
    if let name = variable.name {
      inline = [.atom(variable.type.map { "\(name): \($0)" } ?? name)]
    } else {
      inline = [pattern(variable.pattern)] + (variable.type.map { [typeAtom($0)] } ?? [])
    }
    inline += attributes(variable.attributes) + modifiers(variable.modifiers)
    if let initializer = variable.initializer { inline.append(DumpNode("init", [expr(initializer)])) }
    return DumpNode(variable.isLet ? "let" : "var", inline, block: variable.accessors.map(accessors) ?? [])
  }

  private func accessors(_ accessors: Accessors) -> [DumpNode] {
    var nodes: [DumpNode] = []
    if accessors.isRequirement { nodes.append(DumpNode("requirement")) }
    if let get = accessors.get {
      nodes.append(DumpNode("get", accessors.isMutatingGet ? [.atom("mutating")] : [], block: get.map(stmt)))
    }
    if let set = accessors.set {
      let inline: [DumpNode] =
        [.atom(accessors.setParam)] + (accessors.isNonmutatingSet ? [.atom("nonmutating")] : [])
      nodes.append(DumpNode("set", inline, block: set.map(stmt)))
    }
    if let body = accessors.willSet {
      nodes.append(DumpNode("willSet", [.atom(accessors.willSetParam)], block: body.map(stmt)))
    }
    if let body = accessors.didSet {
      nodes.append(DumpNode("didSet", [.atom(accessors.didSetParam)], block: body.map(stmt)))
    }
    return nodes
  }

  /// `(params (param label name: Type flags... (default v)))`; `_` stands for no label.
  private func params(_ params: [Param]) -> DumpNode {
    DumpNode(
      "params",
      params.map { param in
        let label = param.label ?? "_"
        let names = label == param.name ? param.name : "\(label) \(param.name)"
        var inline = [DumpNode.atom(names + (param.type.map { ": \($0)" } ?? ""))]
        let flags = [
          (param.isInout, "inout"), (param.isVariadic, "variadic"), (param.isAutoclosure, "autoclosure"),
          (param.isEscaping, "escaping"),
        ]
        inline += flags.filter(\.0).map { .atom($0.1) } + param.attributes.map { .atom("@" + $0) }
        if let value = param.defaultValue { inline.append(DumpNode("default", [expr(value)])) }
        return DumpNode("param", inline)
      })
  }

  private func enumElement(_ element: EnumCaseElement) -> DumpNode {
    var inline: [DumpNode] = []
    for value in element.associated ?? [] {
      inline.append(.atom((value.label.map { "\($0): " } ?? "") + value.type.description))
    }
    if let raw = element.rawValue { inline += [.atom("="), expr(raw)] }
    if element.associated == nil, element.rawValue == nil { return .atom(element.name) }
    return DumpNode(element.name, inline)
  }

  private func generics(_ params: [GenericParam]) -> [DumpNode] {
    if params.isEmpty { return [] }
    return [DumpNode("generics", params.map { .atom($0.name + ($0.constraint.map { ": \($0)" } ?? "")) })]
  }

  private func attributes(_ attributes: [Attribute]) -> [DumpNode] {
    if attributes.isEmpty { return [] }
    let nodes = attributes.map { attribute -> DumpNode in
      guard let arguments = attribute.arguments else { return .atom("@" + attribute.name) }
      let args = arguments.flatMap { argument in
        argument.label.map { [DumpNode.atom($0 + ":"), expr(argument.value)] } ?? [expr(argument.value)]
      }
      return DumpNode("@" + attribute.name, args)
    }
    return [DumpNode("attrs", nodes)]
  }

  private func modifiers(_ modifiers: Modifiers) -> [DumpNode] {
    let names: [(Modifiers, String)] = [
      (.static, "static"), (.class, "class"), (.mutating, "mutating"), (.nonmutating, "nonmutating"),
      (.override, "override"), (.lazy, "lazy"), (.final, "final"), (.weak, "weak"), (.private, "private"),
      (.required, "required"), (.convenience, "convenience"), (.unowned, "unowned"),
    ]
    let present = names.filter { modifiers.contains($0.0) }.map { DumpNode.atom($0.1) }
    return present.isEmpty ? [] : [DumpNode("mods", present)]
  }
}
