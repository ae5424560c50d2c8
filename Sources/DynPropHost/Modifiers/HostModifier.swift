import DynPropInterpreter

/// A SwiftUI modifier the host gives behaviour: one type per modifier family, one entry in
/// `ModifierRegistry.modelled`.
///
/// Applying a modifier in a body makes one value of the type (`init(_:)` reads the call's arguments
/// once); the graph then asks it what to do when its node is created or refreshed, what it presents,
/// what `tree` shows and what happens when the node leaves the tree. State kept across updates
/// (`onChange`'s previous value, a `.task`'s handle) lives on the node, in a class of the modifier's own
/// (`ViewNode.modifierState(_:)`).
protocol HostModifier {
  /// The modifier names this type models (`onAppear`), as SwiftUI spells them.
  static var names: [String] { get }
  /// Whether the type models this form of the call (two types share `alert`: its iOS 13 form returns an
  /// `Alert` value); a form no type models is inert.
  static func models(_ call: ModifierCall) -> Bool
  /// Reads the arguments of one call.
  init(_ call: ModifierCall)
  /// The node was created (`first`) or refreshed with a new value of the modifier (SEMANTICS §8).
  func apply(to node: ViewNode, in graph: ViewGraph, first: Bool) throws
  /// The view shown in place of the modified content (a `ViewModifier`'s own view); the content itself
  /// by default.
  func children(of content: Value) -> Value
  /// Content shown after the modified content while it is presented (a sheet, an alert, toolbar items),
  /// or nil. Evaluated with the node as the reader, so the node depends on what it reads (§3.3).
  func presented(by node: ViewNode, in graph: ViewGraph) throws -> Value?
  /// The node leaves the tree (§8.1).
  func teardown(_ node: ViewNode, in graph: ViewGraph)
  /// The line `tree` shows for the node (`shown` = the node's own strings); nil shows nothing of its own.
  func treeLine(shown: String) -> String?
  /// Strings the node shows itself (a navigation title), for `tree` and `expect text` (CONTRACT §2.1).
  var shownStrings: [String] { get }
  /// What `tap` runs when the user taps the modified content (`onTapGesture`).
  var tapAction: Value? { get }
  /// The presentation's name (`sheet`, `alert`) when `presented` shows content built from a closure the
  /// presenter's body made (for `stale-capture`); nil otherwise.
  var presentation: String? { get }
}

extension HostModifier {
  static func models(_ call: ModifierCall) -> Bool { true }
  func apply(to node: ViewNode, in graph: ViewGraph, first: Bool) throws {}
  func children(of content: Value) -> Value { content }
  func presented(by node: ViewNode, in graph: ViewGraph) throws -> Value? { nil }
  func teardown(_ node: ViewNode, in graph: ViewGraph) {}
  func treeLine(shown: String) -> String? { nil }
  var shownStrings: [String] { [] }
  var tapAction: Value? { nil }
  var presentation: String? { nil }
}

/// The arguments of one modifier call as the script wrote them.
struct ModifierCall {
  let name: String
  let labels: [String?]
  let arguments: [Value]

  /// The argument with this label; nil when the call leaves it out.
  subscript(_ label: String) -> Value? {
    labels.firstIndex(of: label).map { arguments[$0] }
  }

  /// The first argument, labelled or not (`.disabled(x)`, `.id(x)`, `.navigationTitle("T")`).
  var first: Value? { arguments.first }

  /// The closure labelled `label`, else the trailing closure (the last closure argument): SwiftUI's
  /// `content:`, `action:` and `perform:` parameters are usually written as trailing closures.
  func closure(_ label: String) -> Value? {
    if let value = self[label], case .closure = value { return value }
    return trailingClosure
  }

  /// The trailing closure (the last closure argument).
  var trailingClosure: Value? {
    arguments.last { if case .closure = $0 { return true } else { return false } }
  }

  /// The first unlabelled closure: `alert("T", isPresented: $p) { actions } message: { … }`.
  var firstTrailingClosure: Value? {
    zip(labels, arguments).first { label, value in
      if case .closure = value { return label == nil } else { return false }
    }.map(\.1)
  }
}

extension Value {
  /// The binding an argument holds, if it is one (`isPresented: $show`).
  var binding: BindingValue? {
    if case .native(let binding as BindingValue) = self { return binding }
    return nil
  }
}

extension ViewNode {
  /// The node's modifier state, of the type its modifier keeps (made on first use). A node holds one
  /// modifier, so one slot serves every kind.
  func modifierState<State: AnyObject>(_ make: () -> State) -> State {
    if let state = modifierStorage as? State { return state }
    let state = make()
    modifierStorage = state
    return state
  }
}

extension ViewGraph {
  /// The script view whose body applied the modifier (events name it).
  func owner(of node: ViewNode) -> String {
    node.nearestScriptAncestor?.typeName ?? node.typeName
  }

  /// Queues a modifier's action for step 4 of the frame (SEMANTICS §12.1), on behalf of the node's view.
  func enqueue(_ kind: String, _ action: Value, for node: ViewNode, arguments: [Value] = []) {
    enqueue(
      QueuedAction(
        kind: kind, view: owner(of: node), node: node.nearestScriptAncestorOrSelf?.path, run: action,
        arguments: arguments))
  }

  /// The number of parameters a script closure declares (0 for host closures).
  func closureArity(_ value: Value) -> Int {
    if case .closure(let closure as ScriptClosure) = value { return closure.code.params.count }
    return 0
  }

  /// Whether a `Binding<Bool>` is true now (a presentation's `isPresented:`).
  func isTrue(_ binding: BindingValue) throws -> Bool {
    if case .bool(true) = try binding.get(interpreter) { return true }
    return false
  }
}
