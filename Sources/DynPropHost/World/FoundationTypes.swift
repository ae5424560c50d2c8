import DynPropDiagnostics
import DynPropInterpreter
import DynPropSyntax

/// A host type built from closures, for Foundation and Dispatch pieces with a few members each.
final class FoundationType: NativeType {
  typealias Construct = (_ labels: [String?], _ args: [Value], _ rt: Interpreter, _ at: SourceLocation) throws
    -> Value
  typealias Static = (_ name: String, _ labels: [String?], _ args: [Value]?, _ rt: Interpreter) throws ->
    Value?
  let make: Construct?
  let statics: Static?

  init(_ name: String, make: Construct? = nil, statics: Static? = nil) {
    self.make = make
    self.statics = statics
    super.init(name: name)
  }

  override func construct(
    labels: [String?], arguments: [Value], interpreter: Interpreter, at location: SourceLocation
  ) throws -> Value {
    guard let make else { throw interpreter.scriptError("'\(name)' cannot be constructed", at: location) }
    return try make(labels, arguments, interpreter, location)
  }

  override func staticMember(_ member: String, interpreter: Interpreter, at location: SourceLocation) throws
    -> Value?
  {
    try statics?(member, [], nil, interpreter)
  }

  override func staticCall(
    _ member: String, labels: [String?], arguments: [Value], interpreter: Interpreter,
    at location: SourceLocation
  ) throws -> Value? {
    try statics?(member, labels, arguments, interpreter)
  }

  override func isInstance(_ value: Value) -> Bool {
    if case .native(let object) = value { return object.typeName == name }
    return false
  }
}

/// A host object whose members are closures (URLSession, DispatchQueue, JSONDecoder…).
final class FoundationObject: NativeObject {
  typealias Method = (_ name: String, _ labels: [String?], _ args: [Value], _ rt: Interpreter) throws ->
    Value?
  let name: String
  let method: Method
  let property: ((String, Interpreter) throws -> Value?)?
  var settable: [String: Value] = [:]

  init(_ name: String, property: ((String, Interpreter) throws -> Value?)? = nil, method: @escaping Method) {
    self.name = name
    self.method = method
    self.property = property
  }

  override var typeName: String { name }

  override func member(_ member: String, in interpreter: Interpreter) throws -> Value? {
    if let value = settable[member] { return value }
    return try property?(member, interpreter)
  }

  override func setMember(_ member: String, to value: Value, in interpreter: Interpreter) throws -> Bool {
    settable[member] = value
    return true
  }

  override func call(_ member: String, labels: [String?], arguments: [Value], in interpreter: Interpreter)
    throws -> Value?
  {
    try method(member, labels, arguments, interpreter)
  }
}

extension RuntimeType {
  /// The written form of a run-time type, for the JSON decoder.
  var typeNode: TypeNode {
    if let builtin = self as? BuiltinType {
      switch builtin.kind {
      case .array: return .array(builtin.element ?? .simple("Any"))
      case .dictionary:
        return .dictionary(builtin.element ?? .simple("String"), builtin.value ?? .simple("Any"))
      default: return .simple(builtin.kind.rawValue)
      }
    }
    return .simple(name)
  }
}
