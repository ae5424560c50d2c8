import DynPropDiagnostics
import DynPropInterpreter

/// Builds leaf views and controls from their initializer arguments, in SwiftUI's spellings.
enum ViewFactory {
  static func primitive(_ kind: String, _ args: ViewArguments, graph: ViewGraph) throws -> PrimitiveView {
    switch kind {
    case "Text":
      let shown = args.values.first.map(Render.description)
      return PrimitiveView(kind: kind, text: shown)
    case "Button", "NavigationLink", "Link":
      return try button(kind, args)
    case "Toggle", "TextField", "SecureField", "Stepper", "Slider", "Picker", "TextEditor", "DatePicker":
      return try control(kind, args)
    case "Label":
      return PrimitiveView(kind: kind, text: args.string(nil))
    case "ProgressView":
      return PrimitiveView(kind: kind, text: args.string(nil))
    case "Image":
      let name = args.string("systemName") ?? args.string(nil) ?? ""
      return PrimitiveView(kind: kind, text: nil, label: .string(name))
    default:
      return PrimitiveView(kind: kind, text: nil)
    }
  }

  private static func button(_ kind: String, _ args: ViewArguments) throws -> PrimitiveView {
    let action = args.value("action") ?? (args.string(nil) != nil ? args.closure : nil)
    if let title = args.string(nil) { return PrimitiveView(kind: kind, text: title, action: action) }
    let labelBuilder = args.value("label") ?? args.closure
    var label: Value?
    if let labelBuilder, case .closure = labelBuilder, labelBuilder.isSameClosure(as: action) == false {
      label = try args.rt.callValue(labelBuilder, [], at: args.location)
    }
    return PrimitiveView(kind: kind, text: nil, label: label, action: action)
  }

  private static func control(_ kind: String, _ args: ViewArguments) throws -> PrimitiveView {
    let bindingLabel = ["isOn", "text", "value", "selection"].first { args.value($0) != nil }
    var binding: BindingValue?
    if let bindingLabel, case .native(let b as BindingValue)? = args.value(bindingLabel) { binding = b }
    var label: Value?
    if args.string(nil) == nil, let builder = args.closure {
      label = try args.rt.callValue(builder, [], at: args.location)
    }
    return PrimitiveView(
      kind: kind, text: args.string(nil), label: label, action: args.value("onIncrement"), binding: binding)
  }
}

extension Value {
  func isSameClosure(as other: Value?) -> Bool {
    guard case .closure(let a) = self, case .closure(let b)? = other else { return false }
    return a === b
  }
}

/// The strings a view shows (CONTRACT §2.1), used for button labels and `expect text`.
enum ViewText {
  static func strings(of value: Value) -> [String] {
    guard case .native(let view as ViewValue) = value else { return [] }
    switch view {
    case let p as PrimitiveView:
      if let text = p.text { return [text] }
      return p.label.map(strings) ?? []
    case let c as ContainerView: return (c.title.map { [$0] } ?? []) + strings(of: c.content)
    case let t as TupleContent: return t.children.flatMap(strings)
    case let c as ConditionalContent: return c.content.map(strings) ?? []
    case let m as ModifiedView: return strings(of: m.content)
    default: return []
    }
  }
}
