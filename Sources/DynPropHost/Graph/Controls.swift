import DynPropDiagnostics
import DynPropInterpreter

/// Acting on controls as a user would (issue 15): typing into a text field, flipping a toggle, picking
/// a picker's option, moving a slider. Each writes through the control's binding, so a
/// `Binding(get:set:)` runs its setter, and says in one line what it did.
extension ViewGraph {
  public enum ControlAction: Equatable {
    case type(String)
    case toggle
    case pick(String)
    case slide(Double)

    /// The shell command that performs it, for the cause of the changes it makes.
    public var command: String {
      switch self {
      case .type: return "type"
      case .toggle: return "toggle"
      case .pick: return "pick"
      case .slide: return "slide"
      }
    }

    var kinds: Set<String> {
      switch self {
      case .type: return ["TextField", "SecureField", "TextEditor"]
      case .toggle: return ["Toggle"]
      case .pick: return ["Picker"]
      case .slide: return ["Slider", "Stepper"]
      }
    }
  }

  /// The controls of these kinds, in tree order, with the label a user would read.
  func controls(_ kinds: Set<String>) -> [(label: String, node: ViewNode, view: PrimitiveView)] {
    let nodes = kinds.flatMap { mountedViews(ofType: $0) }.sorted { $0.treeOrder < $1.treeOrder }
    return nodes.compactMap { node in
      guard case .native(let view as PrimitiveView) = node.input else { return nil }
      let label =
        view.text ?? (view.kind == "Picker" ? nil : view.label.map(ViewText.strings)?.joined(separator: " "))
      return (label ?? view.kind, node, view)
    }
  }

  /// A control found by its label, to act on.
  public struct Control {
    let view: PrimitiveView
    let binding: BindingValue
    let label: String
  }

  /// A control that is not there (or not one to act on): a scenario error, not a script error.
  public struct ControlNotFound: Error {
    public let message: String
  }

  /// The control labelled `label` (its title, or its kind when it has none) that `action` applies to.
  public func control(for action: ControlAction, labelled label: String, index: Int?) throws -> Control {
    let all = controls(action.kinds)
    let matches = all.filter { $0.label == label }
    let kinds = action.kinds.sorted().joined(separator: "/")
    guard !matches.isEmpty else {
      let names = all.map { "'\($0.label)'" }.joined(separator: ", ")
      throw ControlNotFound(
        message: "no \(kinds) labelled '\(label)'" + (names.isEmpty ? "" : "; there are: \(names)"))
    }
    guard index != nil || matches.count == 1 else {
      throw ControlNotFound(message: "\(matches.count) controls labelled '\(label)'; pick one with #K")
    }
    let position = (index ?? 1) - 1
    guard matches.indices.contains(position) else {
      throw ControlNotFound(message: "no \(kinds) '\(label)' #\(position + 1) (\(matches.count) match)")
    }
    let found = matches[position]
    guard let binding = found.view.binding else {
      throw ControlNotFound(message: "the \(found.view.kind) '\(label)' has no binding to write")
    }
    let control = Control(view: found.view, binding: binding, label: label)
    try check(action, control)
    return control
  }

  /// What the user asks must fit the control: a Bool for a toggle, a number for a slider, a picker option
  /// whose tag has the selection's type (SwiftUI ignores a tag of another type, leaving the selection).
  private func check(_ action: ControlAction, _ control: Control) throws {
    let current = try control.binding.get(interpreter)
    let kind = control.view.kind
    switch action {
    case .type(let text):
      // `TextField(_:value:format:)` binds a number: the typed text must read as one, as committing it would.
      switch current {
      case .string: break
      case .int where Int(text) != nil: break
      case .double where Double(text) != nil: break
      case .int, .double:
        throw ControlNotFound(message: "'\(text)' is not a number for the \(kind) '\(control.label)'")
      default:
        throw ControlNotFound(message: "the \(kind) '\(control.label)' is not bound to a String or a number")
      }
    case .toggle:
      guard case .bool = current else {
        throw ControlNotFound(message: "the Toggle '\(control.label)' is not bound to a Bool")
      }
    case .slide:
      switch current {
      case .int, .double: break
      default: throw ControlNotFound(message: "the \(kind) '\(control.label)' is not bound to a number")
      }
    case .pick(let option):
      let options = try pickerOptions(control.view)
      guard let chosen = options.first(where: { $0.text == option || Render.literal($0.tag) == option })
      else {
        let names = options.map { "'\($0.text)'" }.joined(separator: ", ")
        throw ControlNotFound(
          message: "the Picker '\(control.label)' has no option '\(option)'"
            + (names.isEmpty ? " (its rows have no .tag(...))" : "; options: \(names)"))
      }
      let tagType = interpreter.typeName(of: chosen.tag.flattened)
      let selectionType = interpreter.typeName(of: current.flattened)
      guard current.flattened == .none || tagType == selectionType else {
        throw ControlNotFound(
          message:
            "the option '\(chosen.text)' of Picker '\(control.label)' is tagged with a \(tagType), but its selection is a \(selectionType): SwiftUI leaves the selection unchanged (tag the rows with .tag(_:) of the selection's type)"
        )
      }
    }
  }

  /// Runs `action` on a control as a user action; returns what it did, in one line.
  public func act(_ action: ControlAction, on control: Control) throws -> String {
    try write(action, control.view, control.binding, control.label)
  }

  private func write(_ action: ControlAction, _ view: PrimitiveView, _ binding: BindingValue, _ label: String)
    throws -> String
  {
    switch action {
    case .type(let text):
      switch try binding.get(interpreter) {
      case .int: try binding.set(.int(Int(text) ?? 0), interpreter)
      case .double: try binding.set(.double(Double(text) ?? 0), interpreter)
      default: try binding.set(.string(text), interpreter)
      }
      return "typed \(Render.literal(.string(text))) into \(view.kind) '\(label)'"
    case .toggle:
      guard case .bool(let on) = try binding.get(interpreter) else { return "" }
      try binding.set(.bool(!on), interpreter)
      return "turned Toggle '\(label)' \(on ? "off" : "on")"
    case .pick(let option):
      guard
        let chosen = try pickerOptions(view).first(where: {
          $0.text == option || Render.literal($0.tag) == option
        })
      else { return "" }
      try binding.set(chosen.tag, interpreter)
      return "picked '\(chosen.text)' in Picker '\(label)'"
    case .slide(let number):
      let value: Value
      switch try binding.get(interpreter) {
      case .int: value = .int(Int(number))
      case .double: value = .double(number)
      default: return ""
      }
      try binding.set(value, interpreter)
      return "set \(view.kind) '\(label)' to \(Render.description(value))"
    }
  }

  /// A picker's options: its rows' texts with their `.tag(...)` values; rows of a `ForEach` without a tag
  /// are tagged by their id, as SwiftUI tags them.
  func pickerOptions(_ view: PrimitiveView) throws -> [(text: String, tag: Value)] {
    var options: [(String, Value)] = []
    func visit(_ value: Value, implicitTag: Value?) throws {
      guard case .native(let view as ViewValue) = value else { return }
      switch view {
      case let modified as ModifiedView where modified.modifier == "tag":
        if let tag = modified.arguments.first {
          options.append((ViewText.strings(of: modified.content).joined(separator: " "), tag))
        }
      case let modified as ModifiedView: try visit(modified.content, implicitTag: implicitTag)
      case let tuple as TupleContent: for child in tuple.children { try visit(child, implicitTag: nil) }
      case let conditional as ConditionalContent:
        if let content = conditional.content { try visit(content, implicitTag: implicitTag) }
      case let forEach as ForEachView:
        for element in forEach.data {
          let row = try interpreter.callSpreading(forEach.rowBuilder, element, at: interpreter.site)
          try visit(row, implicitTag: try rowID(element, forEach.idPath))
        }
      default:
        if let implicitTag {
          options.append((ViewText.strings(of: value).joined(separator: " "), implicitTag))
        }
      }
    }
    if let content = view.label { try visit(content, implicitTag: nil) }
    return options
  }

  private func rowID(_ element: Value, _ path: KeyPathValue?) throws -> Value {
    guard let components = path?.components, components != ["self"] else {
      if path == nil, let id = try? Members.get(element, "id", MemberCache(), interpreter, interpreter.site) {
        return id
      }
      return element
    }
    var current = element
    for component in components {
      current = try Members.get(current, component, MemberCache(), interpreter, interpreter.site)
    }
    return current
  }
}
