import DynPropDiagnostics
import DynPropInterpreter

/// Builds leaf views and controls from their initializer arguments, in SwiftUI's spellings.
enum ViewFactory {
  static func primitive(_ kind: String, _ args: ViewArguments, graph: ViewGraph) throws -> PrimitiveView {
    if let build = ViewKinds.kind(kind)?.build { return try build(args, graph) }
    switch kind {
    case "Text":
      if let style = args.value("format"), let value = args.values.first {
        return PrimitiveView(
          kind: kind, text: try FormatStyles.format(value, with: style, args.rt, args.location))
      }
      if case .native(let date as DateValue)? = args.values.first, let style = args.value("style") {
        return PrimitiveView(kind: kind, text: try dateText(date, style, args))
      }
      let shown = args.values.first.map(Render.description)
      return PrimitiveView(kind: kind, text: shown)
    case "Button", "NavigationLink", "Link":
      return try button(kind, args)
    case "Toggle", "TextField", "SecureField", "Stepper", "Slider", "Picker", "TextEditor", "DatePicker":
      return try control(kind, args)
    case "Label":
      // `Label("Inbox", systemImage:)`, or `Label { Text("Inbox") } icon: { … }` (its `title:` view).
      let title =
        try args.string(nil)
        ?? (args.view("title") ?? args.trailingBuilder.map(args.call)).map {
          ViewText.strings(of: $0).joined(separator: " ")
        }
      return PrimitiveView(kind: kind, text: title)
    case "ProgressView":
      return PrimitiveView(kind: kind, text: args.string(nil))
    case "Image":
      if let name = args.string("systemName") {
        return PrimitiveView(kind: kind, text: nil, label: .string(name))
      }
      return PrimitiveView(kind: kind, text: nil, label: .native(AssetImageName(args.string(nil) ?? "")))
    default:
      // `Color("Brand")` names an asset colour, not a text on screen.
      let title = kind == "Color" ? nil : args.string(nil)
      return PrimitiveView(
        kind: kind, text: title, label: try BuilderContent.views(args.values, args.rt, at: args.location))
    }
  }

  /// `Text(date, style: .date)` / `.time`: the long date or the short time, as an en_US phone shows them.
  private static func dateText(_ date: DateValue, _ style: Value, _ args: ViewArguments) throws -> String {
    var name = ""
    if case .native(let member as UnresolvedMember) = style { name = member.name }
    let kind: FormatStyleValue.Kind
    switch name {
    case "date": kind = .dateAndTime(date: "long", time: "omitted")
    case "time": kind = .dateAndTime(date: "omitted", time: "shortened")
    default:
      throw args.rt.scriptError(
        "not supported yet: Text(_:style: .\(name)) (a live relative or timer text)", at: args.location)
    }
    return try FormatStyleValue(kind).format(.native(date), args.rt)
  }

  /// Every `Button` form: a title or a `label:` view, the action as `action:` or the first trailing closure
  /// (`Button("Add") { }`, `Button { } label: { }`, `Button(action: f) { Label }`, `Button(role:)`).
  private static func button(_ kind: String, _ args: ViewArguments) throws -> PrimitiveView {
    if kind != "Button" { return try link(kind, args) }
    let title = args.string(nil)
    let trailing = args.trailingClosure
    let action = args.value("action") ?? (title != nil || args.value("label") != nil ? trailing : nil)
    let labelBuilder = args.value("label") ?? (action.isSameClosure(as: trailing) ? nil : trailing)
    let label = try labelBuilder.map { try args.rt.callValue($0, [], at: args.location) }
    return PrimitiveView(kind: kind, text: title, label: label, action: action)
  }

  /// `NavigationLink` and `Link`: a title or a `label:` view, and what tapping shows — a destination view
  /// (`destination:` or the trailing closure after a title) or a value for `navigationDestination(for:)`.
  private static func link(_ kind: String, _ args: ViewArguments) throws -> PrimitiveView {
    let title = args.string(nil)
    let trailing = args.trailingClosure
    var destination = args.value("destination")
    var labelBuilder = args.value("label")
    if kind == "NavigationLink", let trailing {
      if title != nil || labelBuilder != nil, destination == nil {
        destination = trailing
      } else if labelBuilder == nil {
        labelBuilder = trailing
      }
    }
    if let builder = destination, case .closure = builder {
      destination = try args.rt.callValue(builder, [], at: args.location)
    }
    let label = try labelBuilder.map { try args.rt.callValue($0, [], at: args.location) }
    return PrimitiveView(
      kind: kind, text: title, label: label, destination: kind == "NavigationLink" ? destination : nil,
      linkValue: args.value("value"))
  }

  private static func control(_ kind: String, _ args: ViewArguments) throws -> PrimitiveView {
    let bindingLabel = ["isOn", "text", "value", "selection"].first { args.value($0) != nil }
    var binding: BindingValue?
    if let bindingLabel { binding = args.value(bindingLabel)?.binding }
    var title = args.string(nil)
    var label: Value?
    if kind == "Picker" {
      // A Picker's `content:` (or trailing) closure is its options (`.tag`ged rows); `label:` its title.
      label = try (args.value("content") ?? args.trailingBuilder).map(args.call)
      if title == nil, let shown = try args.view("label") {
        title = ViewText.strings(of: shown).joined(separator: " ")
      }
    } else if title == nil, let builder = args.value("label") ?? args.trailingBuilder {
      // Other controls' `label:` (or trailing) builder is their label when they have no title; a later
      // `onIncrement:`/`minimumValueLabel:` closure is not.
      label = try args.call(builder)
    }
    if kind == "Slider", let bounds = try sliderBoundLabels(args) {
      label = .native(TupleContent(children: (label.map { [$0] } ?? []) + bounds))
    }
    // `Stepper("Title") { increment } onDecrement: { … }`: with a title, the first trailing closure is
    // the increment action (`tap` runs it).
    var increment = args.value("onIncrement")
    if kind == "Stepper", increment == nil, binding == nil, args.string(nil) != nil {
      increment = args.trailingClosure
    }
    // `TextField(_:text:onCommit:)`: what the return key runs (`submit FIELD`).
    if kind == "TextField" || kind == "SecureField" { increment = args.value("onCommit") }
    return PrimitiveView(
      kind: kind, text: title, label: label, action: increment, binding: binding, format: args.value("format")
    )
  }

  /// A slider's `minimumValueLabel:` and `maximumValueLabel:` views, shown beside it.
  private static func sliderBoundLabels(_ args: ViewArguments) throws -> [Value]? {
    let bounds = try [args.view("minimumValueLabel"), args.view("maximumValueLabel")].compactMap { $0 }
    return bounds.isEmpty ? nil : bounds
  }
}

extension Optional where Wrapped == Value {
  func isSameClosure(as other: Value?) -> Bool { self?.isSameClosure(as: other) ?? false }
}

extension Value {
  func isSameClosure(as other: Value?) -> Bool {
    guard case .closure(let a) = self, case .closure(let b)? = other else { return false }
    return a === b
  }
}

/// The strings a view shows (CONTRACT §2.1), used for button labels and `expect text`.
enum ViewText {
  /// How many buttons a view value holds (an alert's actions).
  static func buttonCount(in value: Value) -> Int {
    guard case .native(let view as ViewValue) = value else { return 0 }
    switch view {
    case let p as PrimitiveView: return p.kind == "Button" ? 1 : 0
    case let c as ContainerView: return buttonCount(in: c.content)
    case let t as TupleContent: return t.children.map(buttonCount).reduce(0, +)
    case let c as ConditionalContent: return c.content.map(buttonCount) ?? 0
    case let m as ModifiedView: return buttonCount(in: m.content)
    case is ForEachView: return 1
    default: return 0
    }
  }

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
    case let p as PresentedView: return (p.title.map { [$0] } ?? []) + strings(of: p.content)
    default: return []
    }
  }
}

/// `Image("name")`: an image of the app's assets (`tree` shows `Image("name")`, `tap name` finds a button
/// labelled by it).
final class AssetImageName: NativeObject {
  let name: String
  init(_ name: String) { self.name = name }
  override var typeName: String { "Image" }
  override var displayDescription: String { name }
  override func isEqual(to other: NativeObject) -> Bool { (other as? AssetImageName)?.name == name }
}
