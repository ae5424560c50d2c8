import DynPropDiagnostics
import DynPropInterpreter

/// SwiftUI values that only change how a view looks: fonts, alignments, animations, gradients, stroke
/// styles and the styles of lists, pickers, toggles and buttons. The simulation has no pixels, so they
/// have no behaviour: they are built, compared by what they were built from, and shown in `tree` as
/// written (`Font.title.weight(.bold)`). Each type lists the static members and refinements SwiftUI
/// gives it, so a misspelt name is Swift's "has no member" error, never a silently accepted value.
enum AppearanceTypes {
  /// A type and the members it has: static values and functions (`Font.title`, `.system(size:)`), and
  /// methods that refine a value (`.weight(_:)`); `constructible` when `T(...)` is used directly.
  struct Shape {
    let statics: Set<String>
    let refinements: Set<String>
    var constructible = false
  }

  static let fontWeights: Set<String> = [
    "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
  ]

  static let shapes: [String: Shape] = [
    "Font": Shape(
      statics: [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote",
        "caption", "caption2", "system", "custom",
      ],
      refinements: fontRefinements),
    "Alignment": Shape(
      statics: [
        "center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading",
        "bottomTrailing", "centerFirstTextBaseline", "centerLastTextBaseline", "leadingFirstTextBaseline",
        "trailingFirstTextBaseline",
      ], refinements: [], constructible: true),
    "HorizontalAlignment": Shape(
      statics: ["leading", "center", "trailing", "listRowSeparatorLeading", "listRowSeparatorTrailing"],
      refinements: []),
    "VerticalAlignment": Shape(
      statics: ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"], refinements: []),
    "Animation": Shape(
      statics: [
        "default", "linear", "easeIn", "easeOut", "easeInOut", "spring", "interactiveSpring",
        "interpolatingSpring", "bouncy", "smooth", "snappy", "timingCurve",
      ],
      refinements: ["repeatForever", "repeatCount", "speed", "delay"]),
    // `Gradient(stops: [Gradient.Stop(color: .red, location: 0), …])`.
    "Gradient": Shape(statics: ["Stop"], refinements: [], constructible: true),
    "HierarchicalShapeStyle": Shape(
      statics: ["primary", "secondary", "tertiary", "quaternary", "quinary"], refinements: []),
    "StrokeStyle": Shape(statics: [], refinements: [], constructible: true),
    "DynamicTypeSize": Shape(
      statics: [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1",
        "accessibility2",
        "accessibility3", "accessibility4", "accessibility5",
      ], refinements: []),
    // Gestures other than `onTapGesture` are accepted and inert: nothing drags, pinches or long-presses
    // in the simulation, so their `onChanged`/`onEnded` closures never run (Documentation/vocabulary.md).
    "TapGesture": gesture, "SpatialTapGesture": gesture, "LongPressGesture": gesture, "DragGesture": gesture,
    "MagnifyGesture": gesture, "MagnificationGesture": gesture, "RotateGesture": gesture,
    "RotationGesture": gesture,
    "NSItemProvider": Shape(statics: [], refinements: [], constructible: true),
    "AnyTransition": Shape(
      statics: ["opacity", "scale", "slide", "move", "offset", "push", "identity", "asymmetric"],
      refinements: ["combined", "animation"]),
  ]

  /// `Color`'s static colours (iOS 17): an implicit member chain starting at one of them in a
  /// `ShapeStyle` context (`.foregroundStyle(.red.opacity(0.5))`) is a `Color`.
  static let colorNames: Set<String> = [
    "accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange",
    "pink",
    "primary", "purple", "red", "secondary", "teal", "white", "yellow",
  ]

  static let gesture = Shape(
    statics: [],
    refinements: ["onEnded", "onChanged", "updating", "simultaneously", "sequenced", "exclusively", "map"],
    constructible: true)

  static let fontRefinements: Set<String> = [
    "weight", "bold", "italic", "monospaced", "monospacedDigit", "smallCaps", "lowercaseSmallCaps",
    "uppercaseSmallCaps", "leading", "width", "design",
  ]

  /// The styles of `.listStyle`, `.pickerStyle`, `.toggleStyle`, `.buttonStyle` and friends, built with
  /// `T()` (`GroupedListStyle()`, `SwitchToggleStyle(tint: .red)`).
  static let styles: [String] = [
    "DefaultListStyle", "PlainListStyle", "GroupedListStyle", "InsetListStyle", "InsetGroupedListStyle",
    "SidebarListStyle", "CarouselListStyle", "EllipticalListStyle", "DefaultPickerStyle",
    "SegmentedPickerStyle", "WheelPickerStyle", "MenuPickerStyle", "InlinePickerStyle",
    "NavigationLinkPickerStyle", "PalettePickerStyle", "DefaultToggleStyle", "SwitchToggleStyle",
    "ButtonToggleStyle", "CheckboxToggleStyle", "DefaultButtonStyle", "PlainButtonStyle",
    "BorderedButtonStyle", "BorderedProminentButtonStyle", "BorderlessButtonStyle", "DefaultTextFieldStyle",
    "PlainTextFieldStyle", "RoundedBorderTextFieldStyle", "StackNavigationViewStyle",
    "DoubleColumnNavigationViewStyle", "DefaultNavigationViewStyle", "PageTabViewStyle",
    "DefaultTabViewStyle", "DefaultDatePickerStyle", "CompactDatePickerStyle", "GraphicalDatePickerStyle",
    "WheelDatePickerStyle", "CircularProgressViewStyle", "LinearProgressViewStyle",
    "DefaultProgressViewStyle", "PageIndexViewStyle", "DefaultLabelStyle", "IconOnlyLabelStyle",
    "TitleOnlyLabelStyle", "TitleAndIconLabelStyle",
  ]

  /// Every refinement, for implicit members whose type is not known (`.font(.title.weight(.bold))`).
  static let refinements: Set<String> = shapes.values.reduce(into: []) { $0.formUnion($1.refinements) }

  static func types() -> [String: RuntimeType] {
    var types: [String: RuntimeType] = [:]
    for (name, shape) in shapes { types[name] = AppearanceType(name, shape) }
    for name in styles {
      types[name] = AppearanceType(name, Shape(statics: [], refinements: [], constructible: true))
    }
    return types
  }
}

/// One of the appearance types: constructs and names values, refuses names SwiftUI does not have.
final class AppearanceType: NativeType {
  let shape: AppearanceTypes.Shape

  init(_ name: String, _ shape: AppearanceTypes.Shape) {
    self.shape = shape
    super.init(name: name)
  }

  override func construct(
    labels: [String?], arguments: [Value], interpreter: Interpreter, at location: SourceLocation
  ) throws -> Value {
    guard shape.constructible else {
      throw interpreter.scriptError("not supported yet: constructing '\(name)' directly", at: location)
    }
    return .native(AppearanceValue(name, AppearanceValue.call("\(name)", labels, arguments), shape))
  }

  override func staticMember(_ member: String, interpreter: Interpreter, at location: SourceLocation) throws
    -> Value?
  {
    guard shape.statics.contains(member) else { return nil }
    return .native(AppearanceValue(name, "\(name).\(member)", shape))
  }

  override func staticCall(
    _ member: String, labels: [String?], arguments: [Value], interpreter: Interpreter,
    at location: SourceLocation
  ) throws -> Value? {
    guard shape.statics.contains(member) else { return nil }
    return .native(AppearanceValue(name, AppearanceValue.call("\(name).\(member)", labels, arguments), shape))
  }

  override func isInstance(_ value: Value) -> Bool {
    if case .native(let object as AppearanceValue) = value { return object.typeName == name }
    return false
  }
}

/// A font, alignment, animation, gradient or style value, described by how it was written.
final class AppearanceValue: NativeObject {
  let type: String
  let text: String
  let shape: AppearanceTypes.Shape

  init(_ type: String, _ text: String, _ shape: AppearanceTypes.Shape) {
    self.type = type
    self.text = text
    self.shape = shape
  }

  override var typeName: String { type }
  override var displayDescription: String { text }
  override func isEqual(to other: NativeObject) -> Bool { (other as? AppearanceValue)?.text == text }

  /// `Font.title.weight(.bold)`, `Animation.easeIn.repeatForever()`.
  override func call(_ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter)
    throws -> Value?
  {
    guard shape.refinements.contains(name) else { return nil }
    return .native(AppearanceValue(type, Self.call("\(text).\(name)", labels, arguments), shape))
  }

  /// `name(label: value, …)` as written, values as Swift literals.
  static func call(_ name: String, _ labels: [String?], _ arguments: [Value]) -> String {
    let parts = zip(labels, arguments).map { label, value in
      (label.map { "\($0): " } ?? "") + Render.literal(value)
    }
    return "\(name)(\(parts.joined(separator: ", ")))"
  }
}
