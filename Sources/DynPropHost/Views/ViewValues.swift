import DynPropInterpreter

/// A SwiftUI view provided by the host (`Text`, `VStack`, `Button`…), as a value scripts build in `body`.
///
/// View values are immutable descriptions; the graph turns them into nodes when reconciling.
public class ViewValue: NativeObject {
  public let kind: String
  public init(kind: String) { self.kind = kind }
  public override var typeName: String { kind }
  public override var protocolNames: [String] { ["View"] }

  /// A SwiftUI modifier wraps the view (`Text("a").bold()`); any other name is no member of it.
  public override func call(
    _ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter
  ) throws -> Value? {
    if name == "+", let joined = Self.joinedText(.native(self), arguments.first) { return joined }
    let graph = (interpreter.bridge as? SwiftUIBridge)?.graph
    let arguments = graph?.resolvingConstantBindings(arguments) ?? arguments
    return ModifierRegistry.modify(.native(self), name, labels: labels, arguments: arguments)
  }

  /// `Text("Score:") + Text(" 3").bold()`: SwiftUI's `Text + Text` is one `Text` showing both strings;
  /// `.bold()`, `.font(_:)` and the other text modifiers on a `Text` still give a `Text`.
  static func joinedText(_ left: Value, _ right: Value?) -> Value? {
    guard let a = text(of: left), let b = right.flatMap(text(of:)) else { return nil }
    return .native(PrimitiveView(kind: "Text", text: a + b))
  }

  private static func text(of value: Value) -> String? {
    switch value {
    case .native(let text as PrimitiveView) where text.kind == "Text": return text.text
    case .native(let modified as ModifiedView)
    where ModifierCatalog.text.contains(modified.call.name)
      || ModifierCatalog.textStyling.contains(modified.call.name):
      return text(of: modified.content)
    default: return nil
    }
  }
}

/// A leaf or control: `Text`, `Image`, `Button`, `Toggle`, `TextField`, `Stepper`, `ProgressView`…
public final class PrimitiveView: ViewValue {
  /// `Color.red.description` is `red`, as SwiftUI describes its named colours.
  public override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    guard kind == "Color", name == "description", case .string(let color)? = label else { return nil }
    return .string(color)
  }

  /// The text this element shows in `tree` (CONTRACT §2.1), when it is fixed.
  public let text: String?
  /// Child content (a `Button`'s or `Toggle`'s label view), when given as views.
  public let label: Value?
  /// A tap action (`Button`), or a binding the control edits (`Toggle`, `TextField`, `Stepper`).
  public let action: Value?
  public let binding: BindingValue?
  /// What tapping a `NavigationLink` pushes: its destination view, or a value that a
  /// `navigationDestination(for:)` of the stack turns into a view.
  public let destination: Value?
  public let linkValue: Value?
  /// `TextField(_:value:format:)`: the format style that turns the bound value into the field's text.
  public let format: Value?

  init(
    kind: String, text: String?, label: Value? = nil, action: Value? = nil, binding: BindingValue? = nil,
    destination: Value? = nil, linkValue: Value? = nil, format: Value? = nil
  ) {
    self.text = text
    self.format = format
    self.label = label
    self.action = action
    self.binding = binding
    self.destination = destination
    self.linkValue = linkValue
    super.init(kind: kind)
  }

  public override func isEqual(to other: NativeObject) -> Bool {
    guard let other = other as? PrimitiveView else { return false }
    return other.kind == kind && other.text == text && action == nil && other.action == nil && binding == nil
  }
}

/// A container: `VStack`, `HStack`, `ZStack`, `Group`, `List`, `Form`, `Section`, `NavigationStack`…
public final class ContainerView: ViewValue {
  public let content: Value
  /// A `Section`'s header or a `List`'s title text, shown in `tree`.
  public let title: String?
  /// `NavigationStack(path: $path)`: the array of pushed values.
  let path: BindingValue?
  /// `TabView(selection: $tab)`: the tag of the tab on screen.
  let selection: BindingValue?
  /// A `List` or lazy stack or grid: it builds only the rows on screen (`LazyRows`). Decided once here,
  /// so a render looks no name up.
  let isLazy: Bool

  init(
    kind: String, content: Value, title: String? = nil, path: BindingValue? = nil,
    selection: BindingValue? = nil, isLazy: Bool = false
  ) {
    self.content = content
    self.title = title
    self.path = path
    self.selection = selection
    self.isLazy = isLazy
    super.init(kind: kind)
  }
}

/// `ForEach(data, id:) { item in ... }`: children identified by their ids.
public final class ForEachView: ViewValue {
  public let data: [Value]
  public let idPath: KeyPathValue?
  public let rowBuilder: Value

  init(data: [Value], idPath: KeyPathValue?, rowBuilder: Value) {
    self.data = data
    self.idPath = idPath
    self.rowBuilder = rowBuilder
    super.init(kind: "ForEach")
  }
}

/// Several views from one builder block (SwiftUI's `TupleView`).
public final class TupleContent: ViewValue {
  public let children: [Value]
  init(children: [Value]) {
    self.children = children
    super.init(kind: "TupleView")
  }
}

/// One branch of an `if`/`switch` in a builder (`_ConditionalContent`); `branch` nil when nothing shows.
public final class ConditionalContent: ViewValue {
  public let branch: Int?
  public let content: Value?
  init(branch: Int?, content: Value?) {
    self.branch = branch
    self.content = content
    super.init(kind: "_ConditionalContent")
  }
}

/// A view with a SwiftUI modifier applied: the call as written and the host's model of it
/// (`Modifiers/`, an inert one for modifiers without behaviour of their own).
public final class ModifiedView: ViewValue {
  public let content: Value
  let call: ModifierCall
  let host: any HostModifier

  init(content: Value, call: ModifierCall, host: any HostModifier) {
    self.content = content
    self.call = call
    self.host = host
    super.init(kind: "ModifiedContent")
  }

  /// The modifier's name, as the script wrote it (`padding`).
  public var modifier: String { call.name }
}
