import DynPropDiagnostics
import DynPropSyntax

/// What a `weak` or `unowned` variable or property holds: the instance, without keeping it alive (The
/// Swift Programming Language, "Automatic Reference Counting"). Script instances live as long as the
/// host's references to them, so a host `weak` reference gives Swift's behaviour: the instance's `deinit`
/// runs when its last strong reference goes, a `weak` reference then reads `nil` and an `unowned` one traps.
public final class ReferenceStorage: NativeObject, IndirectStorage {
  public private(set) weak var instance: Instance?
  let ownership: ReferenceOwnership

  init(_ instance: Instance, _ ownership: ReferenceOwnership) {
    self.instance = instance
    self.ownership = ownership
  }

  public override var typeName: String { instance?.type.name ?? "nil" }
  public override var displayDescription: String { instance.map { "\($0.type.name)#\($0.serial)" } ?? "nil" }

  /// Two references are equal when they refer to the same live instance, or both to none.
  public override func isEqual(to other: NativeObject) -> Bool {
    guard let other = other as? ReferenceStorage else { return false }
    return instance === other.instance
  }

  /// The value a read gives: `Optional(instance)` or `nil` for `weak`, the instance for `unowned`.
  public func read(_ rt: Interpreter, _ location: SourceLocation) throws -> Value {
    if let instance { return ownership == .weak ? .wrapped(.object(instance)) : .object(instance) }
    if ownership == .weak { return .none }
    throw rt.crash(
      "Fatal error: Attempted to read an unowned reference but the object was already destroyed",
      at: location)
  }
}

extension ReferenceOwnership {
  /// What a `weak`/`unowned` storage keeps of an assigned value: a class instance is held without a
  /// strong reference; `nil` and host objects (which the script does not free) are kept as they are.
  func stored(_ value: Value) -> Value {
    switch (self, value) {
    case (.strong, _): return value
    case (_, .object(let instance)), (_, .wrapped(.object(let instance))):
      return .native(ReferenceStorage(instance, self))
    default: return value
    }
  }
}

/// A slot or field whose value is reached through an object: a `weak`/`unowned` reference, a computed
/// variable, an `async let` child task. Reads of such places go through `Value.readingStorage`.
public protocol IndirectStorage: AnyObject {
  func read(_ rt: Interpreter, _ location: SourceLocation) throws -> Value
}

extension Value {
  /// What reading a variable or field gives: through its `IndirectStorage` when it has one (the live
  /// instance of a weak reference, a computed variable's getter), else the stored value itself.
  @inline(__always)
  func readingStorage(_ rt: Interpreter, _ location: SourceLocation) throws -> Value {
    guard case .native(let object) = self, let storage = object as? IndirectStorage else { return self }
    return try storage.read(rt, location)
  }

  /// The referenced value of a `weak`/`unowned` storage for printing and comparing (never traps).
  var referenceLoaded: Value {
    guard case .native(let storage as ReferenceStorage) = self else { return self }
    guard let instance = storage.instance else { return .none }
    return storage.ownership == .weak ? .wrapped(.object(instance)) : .object(instance)
  }
}
