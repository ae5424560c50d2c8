import DynPropDiagnostics
import DynPropSyntax

/// Declaring script types and compiling their members.
extension Compiler {
  func declareTypes(_ items: [Stmt], in parent: ScriptType?) {
    for item in items {
      guard case .decl(let decl) = item.kind, case .type(let typeDecl) = decl.kind else { continue }
      let qualified = (parent.map { TypeNames.qualified($0, module: "") + "." } ?? "") + typeDecl.name
      // A closure compiled again (for another overload it may be passed to) keeps its local types.
      if declaredInLoad["type \(qualified)"] == decl.location { continue }
      checkRedeclaration("type \(qualified)", shownAs: typeDecl.name, at: decl.location)
      checkAttributes(typeDecl.attributes)
      let type = ScriptType(name: typeDecl.name, kind: typeDecl.kind, location: decl.location)
      type.attributes = typeDecl.attributes.map(\.name)
      type.parent = parent
      type.interpreter = rt
      type.genericParams = typeDecl.genericParams.map(\.name)
      type.primaryAssociatedTypes = typeDecl.primaryAssociatedTypes
      type.isFinal = typeDecl.modifiers.contains(.final)
      type.hasIndirectCases =
        typeDecl.modifiers.contains(.indirect)
        || typeDecl.members.contains {
          if case .enumCase(let elements) = $0.kind { return elements.contains(where: \.isIndirect) }
          return false
        }
      type.isFilePrivate =
        parent == nil && !typeDecl.modifiers.isDisjoint(with: [.private, .fileprivate]) && scope.isTopLevel
      if typeDecl.kind == .protocol {
        type.requirementsNamingAssociatedTypes = Self.requirementsNamingAssociatedTypes(typeDecl.members)
      }
      if let parent { parent.nestedTypes[typeDecl.name] = type } else { rt.types[typeDecl.name] = type }
      if type.attributes.contains("main") { mainTypes.append(type) }
      declareTypes(typeDecl.members.map { Stmt(.decl($0), $0.range) }, in: type)
      let members = typeDecl.members
      memberNames[ObjectIdentifier(type)] = Set(members.flatMap(Compiler.names(of:)))
      staticMemberNames[ObjectIdentifier(type)] = Set(
        members.filter(Compiler.isStatic).flatMap(Compiler.names(of:)))
      if typeDecl.kind == .protocol { type.requirements = Set(members.flatMap(Compiler.names(of:))) }
      wrapperShapes[typeDecl.name] = WrapperShape(members)
      pending.append { [unowned self] in
        self.adopt(typeDecl.inherited, into: type, context: parent)
        self.layOut(type, members)
      }
    }
  }

  static func requirementsNamingAssociatedTypes(_ members: [Decl]) -> Set<String> {
    let associated = members.compactMap { member -> String? in
      if case .associatedType(let name, _) = member.kind { return name }
      return nil
    }
    guard !associated.isEmpty else { return [] }
    return Set(
      members.compactMap { member -> String? in
        guard case .function(let f) = member.kind else { return nil }
        let types = f.params.compactMap(\.type) + (f.result.map { [$0] } ?? [])
        return types.contains { $0.mentions(associated) } ? f.name : nil
      })
  }

  static func names(of decl: Decl) -> [String] {
    switch decl.kind {
    case .variable(let v):
      guard let name = v.name else { return [] }
      return v.attributes.isEmpty ? [name] : [name, "_\(name)", "$\(name)"]
    case .function(let f): return [f.name]
    case .enumCase(let cases): return cases.map(\.name)
    default: return []
    }
  }

  /// A `static`/`class` property or method, or an enum case: named without `Self.` in static code and in
  /// the initial values of stored properties.
  static func isStatic(_ decl: Decl) -> Bool {
    switch decl.kind {
    case .variable(let v): return v.modifiers.contains(.static) || v.modifiers.contains(.class)
    case .function(let f): return f.modifiers.contains(.static) || f.modifiers.contains(.class)
    case .enumCase: return true
    default: return false
    }
  }

  func declareExtensions(_ items: [Stmt]) {
    for item in items {
      guard case .decl(let decl) = item.kind,
        case .extension(let extended, let inherited, let written, let requirements) = decl.kind
      else { continue }
      let name = extended.baseName ?? extended.description
      let members = Self.entryKeys.contains(name) ? written.map(Compiler.expandingEntry) : written
      let type: ScriptType
      // `extension Swift.Result` of a library type the script's own `Result` hides (`TypeTable`).
      if let script = (rt.types[extended.description] ?? rt.types[name]) as? ScriptType {
        type = script
      } else {
        type = rt.extensions[name] ?? ScriptType(name: name, kind: .struct, location: decl.location)
        rt.extensions[name] = type
        // `extension View` reaches host values only; anything else may reach builtin values.
        if rt.bridge?.nativeType(named: name) == nil { rt.extendsBuiltinValues = true }
      }
      declareTypes(members.map { Stmt(.decl($0), $0.range) }, in: type)
      memberNames[ObjectIdentifier(type), default: []].formUnion(members.flatMap(Compiler.names(of:)))
      staticMemberNames[ObjectIdentifier(type), default: []].formUnion(
        members.filter(Compiler.isStatic).flatMap(Compiler.names(of:)))
      pending.append { [unowned self] in
        self.adopt(inherited, into: type, context: nil)
        if !requirements.isEmpty {
          for node in inherited {
            guard let name = self.conformanceName(node, context: nil) else { continue }
            type.conditionalConformances[name] = requirements
          }
        }
        self.addMembers(members, to: type)
      }
    }
  }

  /// The value collections whose keys `@Entry` declares (SwiftUI's `Entry()` macro).
  static let entryKeys: Set<String> = [
    "EnvironmentValues", "FocusedValues", "Transaction", "ContainerValues",
  ]

  /// `@Entry var bookViewModel = BookViewModel()` in `extension EnvironmentValues`: SwiftUI's macro makes
  /// a key whose `defaultValue` is the initial value, computed on each read; here the property's getter
  /// is that default (a value set with `.environment(\.bookViewModel, …)` is read before it).
  static func expandingEntry(_ decl: Decl) -> Decl {
    guard case .variable(var v) = decl.kind, v.attributes.contains(where: { $0.name == "Entry" }),
      v.accessors == nil, let initial = v.initializer
    else { return decl }
    v.attributes.removeAll { $0.name == "Entry" }
    v.initializer = nil
    v.isLet = false
    v.accessors = Accessors(get: [Stmt(.expr(initial), initial.range)])
    return Decl(.variable(v), location: decl.location, range: decl.range)
  }

  /// Records superclass and protocol conformances.
  func adopt(_ inherited: [TypeNode], into type: ScriptType, context: ScriptType?) {
    for node in inherited {
      guard let name = node.baseName else { continue }
      type.declaredConformances.insert(conformanceName(node, context: context) ?? name)
      // `OuterStruct<Y>.InnerClass<X>`: a nested type named by its path.
      if let other = declaredType(node, context: context) {
        if other.isClass, type.isClass, type.superclass == nil { type.superclass = other }
        if other.kind == .protocol { type.protocolTypes.append(other) }
      } else if name == "OptionSet", let library = rt.extensions[name],
        rt.isStandardProtocolExtension(library),
        !type.protocolTypes.contains(where: { $0 === library })
      {
        // The prelude's `extension OptionSet` gives its set operations as a protocol's extension gives
        // its defaults: found as the type's members, `mutating` ones writing back to the value.
        type.protocolTypes.append(library)
      }
      if ["Codable"].contains(name) { type.declaredConformances.formUnion(["Decodable", "Encodable"]) }
      if name == "Hashable" || name == "Comparable" { type.declaredConformances.insert("Equatable") }
      type.declaredConformances.formUnion(ScriptCollections.impliedProtocols[name] ?? [])
      if type.kind == .enum, isRawTypeName(name, of: type) { type.rawType = node }
    }
  }

  /// The raw types an enum may name: the standard library's literal types, or one of its own generic
  /// parameters (`enum Foo<T: ExpressibleByIntegerLiteral>: T`).
  private func isRawTypeName(_ name: String, of type: ScriptType) -> Bool {
    ["String", "Character", "Int", "Double", "Float", "CGFloat"].contains(name)
      || IntegerKind(rawValue: name) != nil || type.genericParams.contains(name)
  }

  /// The script type an inheritance clause names (`E.P`, `Outer<Y>.Inner<X>`), if it is declared.
  private func declaredType(_ node: TypeNode, context: ScriptType?) -> ScriptType? {
    guard let name = node.baseName else { return nil }
    if case .named(let components, _) = node, components.count > 1, let nested = nestedType(node) {
      return nested as? ScriptType
    }
    return (lookupType(name, context: context) ?? nestedType(node)) as? ScriptType
  }

  /// The name a conformance to `node` is recorded under (`E.P` for a protocol nested in `E`).
  func conformanceName(_ node: TypeNode, context: ScriptType?) -> String? {
    guard let name = node.baseName else { return nil }
    guard let declared = declaredType(node, context: context), declared.kind == .protocol else { return name }
    return declared.conformanceName
  }

  /// The type a dotted path names (`Outer<Y>.Inner<X>`, generic arguments aside), if it is declared.
  func nestedType(_ node: TypeNode) -> RuntimeType? {
    guard case .named(let components, _) = node, components.count > 1 else { return nil }
    let names = components.map { String($0.prefix { $0 != "<" }) }
    var current = lookupType(names[0], context: nil)
    for name in names.dropFirst() { current = (current as? ScriptType)?.nestedTypes[name] }
    return current
  }

  /// Fields first (superclass fields before the class's own), then every other member.
  func layOut(_ type: ScriptType, _ members: [Decl]) {
    if let superclass = type.superclass,
      superclass.fields.isEmpty == false || superclass.initializers.isEmpty == false
    {
      type.fields = superclass.fields
      type.fieldDefaults = superclass.fieldDefaults
      for (i, f) in type.fields.enumerated() { type.fieldIndex[f.name] = i }
      type.lazyFields = superclass.lazyFields
    }
    addMembers(members, to: type)
    synthesizeInitializers(type)
  }

  /// `@_implements(Equatable, ==(_:_:))`: the protocol and the requirement's base name. A static witness
  /// (an operator) is also found under the requirement's name, as Swift finds it for `s == s`.
  static func implementedRequirement(_ attributes: [Attribute]) -> (String, String)? {
    guard let attribute = attributes.first(where: { $0.name == "_implements" }),
      let arguments = attribute.arguments, arguments.count == 2,
      case .identifier(let proto) = arguments[0].value.kind,
      case .identifier(let requirement) = arguments[1].value.kind
    else { return nil }
    return (proto, requirement)
  }

  func addMembers(_ members: [Decl], to type: ScriptType) {
    var rawCounter = 0
    for member in members {
      switch member.kind {
      case .variable(let v): addProperty(v, member, to: type)
      case .function(let f):
        if f.body != nil {  // a protocol's requirement may be implemented by its extension
          checkRedeclaration(
            Compiler.redeclarationKey(f, in: TypeNames.qualified(type, module: "")),
            shownAs: Compiler.signatureName(f), at: member.location)
        }
        checkAttributes(f.attributes)
        let isStatic = f.modifiers.contains(.static) || f.modifiers.contains(.class) || isOperator(f.name)
        let code = makeFunction(f, owner: type, isStatic: isStatic, location: member.location)
        if let (proto, requirement) = Compiler.implementedRequirement(f.attributes) {
          rt.usesImplements = true
          if isStatic {
            type.staticMethods[requirement, default: []].append(code)
          } else {
            type.implementations["\(proto).\(requirement)", default: []].append(code)
          }
        }
        if isStatic {
          type.staticMethods[f.name, default: []].append(code)
        } else {
          type.methods[f.name, default: []].removeAll {
            $0.hasSameSignature(as: code) && $0.resultType == code.resultType
          }
          type.methods[f.name, default: []].append(code)
        }
      case .initializer(let i):
        type.initializers.append(makeInitializer(i, owner: type, location: member.location))
      case .enumCase(let cases): addCases(cases, to: type, counter: &rawCounter)
      case .subscript(let s):
        let property = makeSubscript(s, owner: type, location: member.location)
        if s.modifiers.contains(.static) || s.modifiers.contains(.class) {
          type.staticSubscripts.append(property)
        } else {
          type.subscripts.append(property)
        }
      case .typeAlias(let name, let target): type.typeAliases[name] = target
      case .associatedType(let name, let target?): type.associatedDefaults[name] = target
      case .deinitializer(let body):
        let code = FunctionCode(
          name: "\(type.name).deinit", params: [], selfKind: .reference, isMutating: false,
          location: member.location)
        compileBody(code, body, owner: type, isStatic: false, isMutating: false)
        type.deinitializer = code
      default: break
      }
    }
  }

  private func isOperator(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first else { return false }
    return !(CharacterSetLite.identifierStart(first))
  }

  private func addCases(_ cases: [EnumCaseElement], to type: ScriptType, counter: inout Int) {
    for element in cases {
      var raw: Value?
      let rawType = type.rawType?.baseName
      if let expr = element.rawValue {
        raw = constantValue(expr)
        if case .int(let i)? = raw { counter = i + 1 }
      } else if rawType == "String" {
        raw = .string(element.name)
      } else if let rawType,
        rawType == "Int" || IntegerKind(rawValue: rawType) != nil
          || type.genericParams.contains(rawType)
      {
        raw = .int(counter)
        counter += 1
      }
      // `enum E: UInt8 { case a = 1 }`: the literal is a `UInt8` (a `Float` for `Float`, and so on).
      if let value = raw, let rawType, !type.genericParams.contains(rawType) {
        raw = Contextual.coerceNumber(value, to: rawType)
      }
      type.caseIndex[element.name] = type.enumCases.count
      let labels = element.associated?.map(\.label) ?? []
      var info = EnumCaseInfo(
        name: element.name, labels: labels, rawValue: raw, payloadTypes: element.associated?.map(\.type) ?? []
      )
      info.payloadDefaults = zip(element.associatedDefaults, info.payloadTypes).map { expr, payloadType in
        expr.map { makeThunk("\(type.name).\(element.name)", $0, expected: payloadType, owner: type) }
      }
      type.enumCases.append(info)
    }
  }

  func constantValue(_ expr: Expr) -> Value? {
    switch expr.kind {
    case .intLiteral(let i): return .int(i)
    case .unsignedLiteral(let u): return .sized(SizedInt(kind: .uint64, bits: u))
    case .floatLiteral(let d): return .double(d)
    case .boolLiteral(let b): return .bool(b)
    case .stringLiteral(let parts):
      if parts.count == 1, case .text(let s) = parts[0] { return .string(s) }
      if parts.isEmpty { return .string("") }
      return nil
    case .prefix("-", let operand):
      if case .int(let i)? = constantValue(operand) { return .int(-i) }
      if case .double(let d)? = constantValue(operand) { return .double(-d) }
      return nil
    default: return nil
    }
  }
}

/// Identifier classification without Foundation.
enum CharacterSetLite {
  static func identifierStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic
  }
}
