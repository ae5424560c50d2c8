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
    /// The return key in a text field: its `onCommit:`, then the `onSubmit` actions around it.
    case submit

    /// The shell command that performs it, for the cause of the changes it makes.
    public var command: String {
      switch self {
      case .type: return "type"
      case .toggle: return "toggle"
      case .pick: return "pick"
      case .slide: return "slide"
      case .submit: return "submit"
      }
    }

    var kinds: Set<String> {
      switch self {
      case .type: return ["TextField", "SecureField", "TextEditor"]
      case .toggle: return ["Toggle"]
      case .pick: return ["Picker"]
      case .slide: return ["Slider", "Stepper"]
      case .submit: return ["TextField", "SecureField"]
      }
    }
  }

  /// The controls of these kinds, in tree order, with the label a user would read.
  func controls(_ kinds: Set<String>) -> [(label: String, node: ViewNode, view: PrimitiveView)] {
    let nodes = kinds.flatMap { mountedViews(ofType: $0) }.filter(isOnScreen).sorted {
      $0.treeOrder < $1.treeOrder
    }
    return nodes.compactMap { node in
      guard case .native(let view as PrimitiveView) = node.input else { return nil }
      let label =
        view.text ?? (view.kind == "Picker" ? nil : view.label.map(ViewText.strings)?.joined(separator: " "))
      return (label ?? view.kind, node, view)
    }
  }

  /// A control found by its label, with the write acting on it makes (decided and checked up front, so a
  /// mistaken command is a scenario error before any script code runs).
  public struct Control {
    let binding: BindingValue
    /// nil: the control takes the action but writes nothing (SwiftUI ignores a mistyped picker tag).
    let newValue: Value?
    /// What the action does, in one line.
    let note: String
    /// Script actions it runs after the write, in order (a submitted field's `onCommit:` and `onSubmit`s).
    var actions: [Value] = []
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
    let (value, note) = try plannedWrite(action, found.view, binding, label)
    var control = Control(binding: binding, newValue: value, note: note)
    if action == .submit { control.actions = submitActions(found.node, found.view) }
    return control
  }

  /// The field's `onCommit:`, then the `onSubmit` actions of the views around it, innermost first.
  private func submitActions(_ field: ViewNode, _ view: PrimitiveView) -> [Value] {
    var actions = view.action.map { [$0] } ?? []
    var current = field.parent
    while let node = current {
      if case .native(let modified as ModifiedView) = node.input,
        let submit = modified.host as? SubmitModifier,
        let action = submit.action
      {
        actions.append(action)
      }
      current = node.parent
    }
    return actions
  }

  /// Writes the control's new value through its binding, as a user action; returns what it did.
  public func act(on control: Control) throws -> String {
    if case .constant(let value) = control.binding.location {
      return "\(control.note) — no effect: its binding is .constant(\(Render.literal(value)))"
    }
    if let newValue = control.newValue { try control.binding.set(newValue, interpreter) }
    for action in control.actions { _ = try interpreter.callValue(action, [], at: interpreter.site) }
    return control.note
  }

  /// The value the action writes and its one-line note. It must fit the control: a Bool for a toggle, a
  /// number for a slider or a number field, a picker option whose tag has the selection's type (SwiftUI
  /// ignores a tag of another type, leaving the selection).
  private func plannedWrite(
    _ action: ControlAction, _ view: PrimitiveView, _ binding: BindingValue, _ label: String
  )
    throws -> (Value?, String)
  {
    let current = try binding.get(interpreter)
    let kind = view.kind
    switch action {
    case .type(let text):
      let note = "typed \(Render.literal(.string(text))) into \(kind) '\(label)'"
      // `TextField(_:value:format:)` binds a number: the typed text must read as one, as committing it would.
      switch current {
      case .string: return (.string(text), note)
      case .int: if let n = Int(text) { return (.int(n), note) }
      case .double: if let d = Double(text) { return (.double(d), note) }
      default: throw ControlNotFound(message: "the \(kind) '\(label)' is not bound to a String or a number")
      }
      throw ControlNotFound(message: "'\(text)' is not a number for the \(kind) '\(label)'")
    case .submit:
      return (nil, "submitted \(kind) '\(label)'")
    case .toggle:
      guard case .bool(let on) = current else {
        throw ControlNotFound(message: "the Toggle '\(label)' is not bound to a Bool")
      }
      return (.bool(!on), "turned Toggle '\(label)' \(on ? "off" : "on")")
    case .slide(let number):
      let value: Value
      switch current {
      case .int: value = .int(Int(number))
      case .double: value = .double(number)
      default: throw ControlNotFound(message: "the \(kind) '\(label)' is not bound to a number")
      }
      return (value, "set \(kind) '\(label)' to \(Render.description(value))")
    case .pick(let option):
      let options = try pickerOptions(view)
      guard let chosen = options.first(where: { $0.text == option || Render.literal($0.tag) == option })
      else {
        let names = options.map { "'\($0.text)'" }.joined(separator: ", ")
        throw ControlNotFound(
          message: "the Picker '\(label)' has no option '\(option)'"
            + (names.isEmpty ? " (its rows have no .tag(...))" : "; options: \(names)"))
      }
      let tagType = interpreter.typeName(of: chosen.tag.flattened)
      let selectionType = interpreter.typeName(of: current.flattened)
      // Tapping the option does nothing on a phone: the app's defect, not a command that failed.
      guard current.flattened == .none || tagType == selectionType else {
        return (
          nil,
          "picked '\(chosen.text)' in Picker '\(label)' — no effect: the option is tagged with a \(tagType), but the selection is a \(selectionType), so SwiftUI leaves the selection unchanged (tag the rows with .tag(_:) of the selection's type)"
        )
      }
      return (chosen.tag, "picked '\(chosen.text)' in Picker '\(label)'")
    }
  }

  /// A picker's options: its rows' texts with their `.tag(...)` values; rows of a `ForEach` without a tag
  /// are tagged by their id, as SwiftUI tags them.
  func pickerOptions(_ view: PrimitiveView) throws -> [(text: String, tag: Value)] {
    var options: [(String, Value)] = []
    func visit(_ value: Value, implicitTag: Value?) throws {
      guard case .native(let view as ViewValue) = value else { return }
      switch view {
      case let modified as ModifiedView where modified.host is TagModifier:
        if let tag = (modified.host as? TagModifier)?.value {
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
