import DynPropDiagnostics
import DynPropSyntax

/// The variables of one function being compiled, block by block, with their frame slots.
///
/// Every function (and closure) gets one frame; nested blocks reuse the frame with new slots, so a
/// name resolves at compile time to (how many frames out, which slot).
final class FunctionScope {
  let parent: FunctionScope?
  private var blocks: [[String: Int]] = [[:]]
  private(set) var size = 0
  /// The type whose `self` is in slot 0, if any.
  let selfType: ScriptType?
  let hasSelf: Bool
  let isStatic: Bool
  /// Whether assignments to stored properties of a struct `self` are allowed (mutating method, init).
  let isMutating: Bool
  let isInit: Bool
  let resultType: TypeNode?
  /// In an initializer: the stored properties (a wrapped one by its storage field) assigned, or given
  /// an initial value, on every path so far. Swift's definite initialization makes an assignment to a
  /// wrapped property the wrapper's setter once it and all of `self` are initialized; one that may or may
  /// not follow an earlier one (after `if b { x = 1 }`) initializes the wrapper again.
  var initializedStorage: Set<Int> = []
  /// An initializer's body calls `super.init(…)` or `self.init(…)`.
  var delegatesInit = false
  let isTopLevel: Bool
  /// Slots of `let`s given a value where declared, and of parameters: assigning one is a compile error.
  var constants: Set<Int> = []
  /// Generic parameters of the function being compiled and the protocol each is constrained to.
  var genericConstraints: [String: TypeNode] = [:]
  /// Declared types of slots (`var a: Double`), so later assignments store the declared form.
  var slotTypes: [Int: TypeNode] = [:]
  /// Whether a closure made here reads this function's `self` (see `FunctionCode.releasesSelf`).
  var selfReadByClosures = false
  /// Slots a closure or local function made here reads (it keeps the frame, so only these need stay
  /// alive after their block or the function ends: Swift captures just the variables a closure uses).
  var capturedSlots: Set<Int> = []
  /// A closure whose result type comes from its body: a lone `if`/`else` or `switch` is its value.
  var infersResult = false
  /// Slots of local computed variables and `async let`s (an `IndirectStorage`).
  var indirectSlots: Set<Int> = []
  /// `typealias P = PackagingOptions` inside a function: the names it gives, for the rest of the body
  /// (and the closures and local functions in it).
  var typeAliases: [String: TypeNode] = [:]

  /// The local type alias `name` in this function or an enclosing one.
  func typeAlias(_ name: String) -> TypeNode? { typeAliases[name] ?? parent?.typeAlias(name) }

  /// Slots of `async let`s: released when their block ends even where closures were made in it, as
  /// Swift forbids an escaping closure to capture one.
  var asyncLetSlots: Set<Int> = []
  /// Slots of `weak`/`unowned` locals and captures (`ReferenceStorage`).
  var referenceSlots: [Int: ReferenceOwnership] = [:]
  /// Names of the parameters `$0`, `$1`… of a closure with anonymous parameters.
  var anonymousCount = 0
  /// Whether `await` may appear here: false directly inside a function not marked `async` (closures are
  /// async when they contain `await`; top-level code may await).
  var allowsAwait = true
  /// What `#function` gives in this body (`greet(name:)`, `init()`, a property's name); closures and
  /// nested blocks take their enclosing function's.
  var functionName: String?
  /// A slot whose reads are noted (the first parameter, for `FunctionCode.readsFirstParameter`).
  var watchedSlot = -1
  var watchedSlotIsRead = false

  init(
    parent: FunctionScope?, selfType: ScriptType?, hasSelf: Bool, isStatic: Bool = false, isMutating: Bool,
    isInit: Bool = false, resultType: TypeNode?, isTopLevel: Bool = false
  ) {
    self.parent = parent
    self.selfType = selfType
    self.hasSelf = hasSelf
    self.isStatic = isStatic
    self.isMutating = isMutating
    self.isInit = isInit
    self.resultType = resultType
    self.isTopLevel = isTopLevel
    if hasSelf { size = 1 }
  }

  /// While the patterns of one `case` compile: the slots their bindings have taken, by name.
  var alternativeBindings: [String: Int]?

  func declare(_ name: String, type: TypeNode? = nil) -> Int {
    if let shared = alternativeBindings?[name] { return shared }
    let slot = size
    alternativeBindings?[name] = slot
    size += 1
    blocks[blocks.count - 1][name] = slot
    if let type { slotTypes[slot] = type }
    return slot
  }

  func lookup(_ name: String) -> Int? {
    for block in blocks.reversed() {
      if let slot = block[name] {
        if slot == watchedSlot { watchedSlotIsRead = true }
        return slot
      }
    }
    return nil
  }

  func pushBlock() { blocks.append([:]) }
  /// Whether no block is open: at the top level of a file, where a `guard let` binds a global.
  var isOutermostBlock: Bool { blocks.count == 1 }
  func popBlock() { blocks.removeLast() }

  /// Ends the innermost block and gives the slots it declared.
  func popBlockSlots() -> [Int] { Array(blocks.removeLast().values) }

  /// Where `self` is, from this scope: frames out, or nil when no enclosing scope has one.
  func selfDepth() -> (depth: Int, scope: FunctionScope)? {
    var depth = 0
    var scope: FunctionScope? = self
    while let current = scope {
      if current.hasSelf { return (depth, current) }
      depth += 1
      scope = current.parent
    }
    return nil
  }

  /// The nearest scope that knows a type context (methods, static methods).
  var typeContext: (type: ScriptType, isStatic: Bool)? {
    var scope: FunctionScope? = self
    while let current = scope {
      if let type = current.selfType { return (type, current.isStatic) }
      scope = current.parent
    }
    return nil
  }
}
