import DynPropDiagnostics

/// A computed variable at top level or in a function body (`var total: Double { items.reduce(0, +) }`):
/// its slot holds the accessors, and every read runs the getter, every write the setter (The Swift
/// Programming Language, "Properties": computed variables are allowed in global and local scope).
public final class ComputedVariable: NativeObject, IndirectStorage {
  let name: String
  let getter: Value
  let setter: Value?
  /// A `_modify` accessor (a closure without parameters whose `yield &x` runs the caller's change).
  let modifier: Value?

  init(name: String, getter: Value, setter: Value?, modifier: Value?) {
    self.name = name
    self.getter = getter
    self.setter = setter
    self.modifier = modifier
  }

  public override var typeName: String { "(computed variable)" }

  public func read(_ rt: Interpreter, _ location: SourceLocation) throws -> Value {
    try rt.callValue(getter, [], at: location)
  }

  func set(_ value: Value, _ rt: Interpreter, _ location: SourceLocation) throws {
    if setter == nil, modifier != nil { return try modify(rt, location) { $0 = value } }
    guard let setter else {
      throw rt.scriptError("cannot assign to value: '\(name)' is a get-only property", at: location)
    }
    _ = try rt.callValue(setter, [value], at: location)
  }

  /// `x -= 10`: through `_modify` when there is one (it runs once), else the getter, then the setter.
  func modify(_ rt: Interpreter, _ location: SourceLocation, _ body: (inout Value) throws -> Void) throws {
    if let modifier {
      return try rt.withModifyContinuation(body) { _ = try rt.callValue(modifier, [], at: location) }
    }
    var value = try read(rt, location)
    try body(&value)
    try set(value, rt, location)
  }
}

/// Evaluates a computed variable's accessors (closures over the declaring scope) into its slot.
final class ComputedVariableNode: Node {
  let name: String
  let getter: Node
  let setter: Node?
  let modifier: Node?

  init(name: String, getter: Node, setter: Node?, modifier: Node?, _ location: SourceLocation) {
    self.name = name
    self.getter = getter
    self.setter = setter
    self.modifier = modifier
    super.init(location)
  }

  override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    .native(
      ComputedVariable(
        name: name, getter: try getter.eval(frame, rt), setter: try setter?.eval(frame, rt),
        modifier: try modifier?.eval(frame, rt)))
  }
}

extension Value {
  var isComputedVariable: Bool {
    if case .native(let object) = self { return object is ComputedVariable }
    return false
  }
}

/// `async let a = f()`: starts `f()` as a child task of the running task (the host's), so two of them
/// wait side by side; the variable holds the task, and `await a` waits for its value. With no task
/// running (or no host), `f()` runs to completion now.
final class AsyncLetNode: Node {
  let body: Node

  init(body: Node, _ location: SourceLocation) {
    self.body = body
    super.init(location)
  }

  override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    let closure = try body.eval(frame, rt)
    if let child = try rt.bridge?.startAsyncLet(closure, at: location) { return child }
    return try rt.callValue(closure, [], at: location)
  }
}
