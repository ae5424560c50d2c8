import DynPropDiagnostics
import DynPropSyntax

/// The host's side of the language: SwiftUI's types, view builders and property wrappers.
///
/// The interpreter knows nothing of SwiftUI; the host installs native types (`Text`, `State`,
/// `URLSession`…) and decides what a `@ViewBuilder` block produces.
public protocol HostBridge: AnyObject {
  /// A type provided by the host, looked up once when a name is compiled.
  func nativeType(named name: String) -> RuntimeType?
  /// A free function provided by the host (`withAnimation`), looked up once when a name is compiled.
  func nativeFunction(named name: String) -> Value?
  /// Combines the views of a builder block (`buildBlock`).
  func buildBlock(_ children: [Value], at location: SourceLocation) -> Value
  /// One branch of an `if`/`switch` in a builder; `branch` nil means an `if` without `else` that was false.
  func buildBranch(_ content: Value?, branch: Int?, of count: Int, at location: SourceLocation) -> Value
  /// A `for` loop in a builder.
  func buildArray(_ children: [Value], at location: SourceLocation) -> Value
  /// A method the script value's type does not declare: SwiftUI modifiers on script views
  /// (`MyRow().padding()`), `objectWillChange` on observable objects. nil: not the host's either.
  func method(
    on value: Value, named name: String, labels: [String?], arguments: [Value], interpreter: Interpreter,
    at location: SourceLocation
  ) throws -> Value?
  /// A member the script value's type does not declare (`model.objectWillChange`). nil: unknown.
  func member(of value: Value, named name: String, interpreter: Interpreter, at location: SourceLocation)
    throws -> Value?
  /// A class instance was created; the host wires `@Published` fields to their owner.
  func didCreate(_ instance: Instance)
  /// Members the host gives a script type without the script declaring them (`objectWillChange` of an
  /// `ObservableObject`), so they resolve like declared ones (implicit `self`).
  func synthesizedMembers(of type: ScriptType) -> Set<String>
  /// Whether `name` is one of the host's view modifiers (`padding`), for load-time member checks.
  func isViewModifier(_ name: String) -> Bool
  /// Whether `name` refines an implicit member of a host type (`.title.weight(.bold)`).
  func refinesImplicitMember(_ name: String) -> Bool
  /// The host type an implicit member chain starting at `member` belongs to when its context is not
  /// known (`.blue.opacity(0.2)` is a `Color`); nil: none.
  func implicitChainBase(of member: String) -> String?
  /// The labels (nil for the trailing closure) whose closures are `@ViewBuilder` blocks in a call of the
  /// host's modifier `name` (`sheet { … }`, `alert(…) { … } message: { … }`); empty for other names.
  func viewBuilderLabels(ofModifier name: String) -> Set<String?>
  /// Whether the host view type or modifier `name` takes a string literal as its first unlabelled
  /// argument as a `LocalizedStringKey` (`Text("\(x)")`, `Button("…")`, `.navigationTitle("…")`).
  func takesLocalizedTitle(_ name: String) -> Bool
  /// `async let`: starts `body` as a child task of the running task and returns what the variable holds
  /// (an `IndirectStorage` whose read awaits the task); nil when no task runs, and the body runs at once.
  func startAsyncLet(_ body: Value, at location: SourceLocation) throws -> Value?
}

extension HostBridge {
  public func synthesizedMembers(of type: ScriptType) -> Set<String> { [] }
  public func isViewModifier(_ name: String) -> Bool { true }
  public func refinesImplicitMember(_ name: String) -> Bool { false }
  public func implicitChainBase(of member: String) -> String? { nil }
  public func viewBuilderLabels(ofModifier name: String) -> Set<String?> { [] }
  public func takesLocalizedTitle(_ name: String) -> Bool { false }
  public func startAsyncLet(_ body: Value, at location: SourceLocation) throws -> Value? { nil }
}

/// A type provided by the host: constructed by calling it, with static members.
open class NativeType: RuntimeType {
  open override var conformances: Set<String> { [] }

  /// Labels of arguments that are `@ViewBuilder` closures (nil for the unlabeled/trailing one).
  open var builderLabels: Set<String?> { [] }
  /// Labels of `@autoclosure` arguments (e.g. `wrappedValue` of `StateObject`).
  open var autoclosureLabels: Set<String> { [] }
  /// Whether only the first initial value counts (`@State var x = v`: a later `v` is ignored), so what
  /// evaluating `v` reads is no read of the body that builds the view (`Interpreter.readsDiscarded`).
  open var keepsFirstInitialValue: Bool { false }
  /// Whether `@Wrapper var x = v` passes `v` as `wrappedValue:` (false for `Binding`, `Environment`).
  open var acceptsWrappedValue: Bool { false }
  /// Whether `@Wrapper var x: T` with no value and no arguments is built with `Wrapper()`
  /// (`EnvironmentObject`), so the memberwise initializer has no parameter for it.
  open var defaultConstructible: Bool { false }

  open func construct(
    labels: [String?], arguments: [Value], interpreter: Interpreter, at location: SourceLocation
  ) throws -> Value {
    throw interpreter.scriptError("'\(name)' cannot be constructed", at: location)
  }

  open func staticMember(_ member: String, interpreter: Interpreter, at location: SourceLocation) throws
    -> Value?
  {
    nil
  }

  open func staticCall(
    _ member: String, labels: [String?], arguments: [Value], interpreter: Interpreter,
    at location: SourceLocation
  ) throws -> Value? {
    nil
  }

  /// Whether a value is an instance of this type (for `is`, `as?`).
  open func isInstance(_ value: Value) -> Bool {
    if case .native(let object) = value { return object.typeName == name }
    return false
  }
}
