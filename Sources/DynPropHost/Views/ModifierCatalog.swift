/// SwiftUI's view modifiers by name (Apple's documentation: View modifiers, Controls and indicators,
/// Navigation, Presentation, Text input, Lists, Layout, Shapes, Gestures, Toolbars, Accessibility).
///
/// A modifier the host models has its behaviour in a `HostModifier` type (`Modifiers/`); every other
/// name here is accepted and inert: its arguments are evaluated and the view is
/// shown unchanged. A name that is not here is Swift's "value of type 'Text' has no member 'paddin'",
/// never a silently ignored call.
enum ModifierCatalog {
  static func contains(_ name: String) -> Bool { names.contains(name) }

  /// Modifiers whose closures are `@ViewBuilder` blocks (the trailing one, `content:`, `actions:`,
  /// `label:`), so a multi-statement closure builds views.
  static let takesViewBuilders: Set<String> = [
    "sheet", "toolbar", "overlay", "background", "alert", "confirmationDialog", "contextMenu", "popover",
    "fullScreenCover", "navigationDestination", "safeAreaInset", "mask", "swipeActions", "tabItem",
  ]

  /// The modifiers with a behaviour of their own in the host (`Modifiers/`): the rest are inert.
  static var modelled: Set<String> { ModifierRegistry.modelledNames }

  static let names: Set<String> = {
    let groups =
      [layout, appearance, text, interaction, presentation, navigation, lists, lifecycle]
      + [accessibility, shapes]
    // One set sized for all: a chain of `union`s rehashed every name once per group.
    var names = Set<String>(minimumCapacity: groups.reduce(0) { $0 + $1.count })
    for group in groups { names.formUnion(group) }
    return names
  }()

  static let layout: Set<String> = [
    "padding", "frame", "fixedSize", "layoutPriority", "offset", "position", "alignmentGuide", "aspectRatio",
    "scaledToFit", "scaledToFill", "ignoresSafeArea", "edgesIgnoringSafeArea", "safeAreaInset",
    "safeAreaPadding", "zIndex", "coordinateSpace", "containerRelativeFrame", "gridCellColumns",
    "gridCellAnchor", "gridCellUnsizedAxes", "gridColumnAlignment", "layoutValue", "scenePadding",
    "contentMargins", "geometryGroup",
  ]
  static let appearance: Set<String> = [
    "foregroundColor", "foregroundStyle", "background", "backgroundStyle", "overlay", "border", "tint",
    "accentColor", "cornerRadius", "clipShape", "clipped", "mask", "shadow", "opacity", "blur", "brightness",
    "contrast", "saturation", "grayscale", "hueRotation", "colorInvert", "colorMultiply", "blendMode",
    "compositingGroup", "drawingGroup", "rotationEffect", "rotation3DEffect", "scaleEffect",
    "transformEffect", "projectionEffect", "preferredColorScheme", "colorScheme", "environment",
    "environmentObject", "transformEnvironment", "animation", "transition", "transaction",
    "contentTransition", "matchedGeometryEffect", "symbolRenderingMode", "symbolVariant", "symbolEffect",
    "imageScale", "resizable", "renderingMode", "interpolation", "antialiased", "containerShape",
    "buttonStyle", "buttonBorderShape", "toggleStyle", "pickerStyle", "datePickerStyle", "textFieldStyle",
    "progressViewStyle", "labelStyle", "listStyle", "tableStyle", "gaugeStyle", "menuStyle",
    "groupBoxStyle", "navigationViewStyle", "navigationSplitViewStyle", "tabViewStyle",
    "indexViewStyle", "controlGroupStyle", "disclosureGroupStyle", "formStyle", "labeledContentStyle",
    "controlSize", "materialActiveAppearance", "hidden", "redacted", "unredacted", "privacySensitive",
    "statusBarHidden", "statusBar", "persistentSystemOverlays", "preferredColorScheme",
    "dynamicTypeSize", "fill", "stroke", "strokeBorder", "trim", "inset", "equatable", "id", "tag",
    "modifier", "defaultScrollAnchor", "scrollIndicators", "scrollContentBackground", "scrollDisabled",
    "scrollDismissesKeyboard", "scrollTargetBehavior", "scrollTargetLayout", "scrollPosition",
    "scrollBounceBehavior", "scrollClipDisabled", "visualEffect", "labelsHidden", "listRowSeparator",
    "listSectionSeparator", "listRowSeparatorTint", "listRowBackground", "listRowInsets", "listItemTint",
    "headerProminence", "badge", "presentationDetents", "presentationDragIndicator",
    "presentationBackground", "presentationCornerRadius", "presentationBackgroundInteraction",
    "presentationCompactAdaptation", "interactiveDismissDisabled", "toolbarBackground", "toolbarColorScheme",
    "toolbarRole", "toolbarTitleDisplayMode", "toolbarVisibility",
  ]
  /// Modifiers that SwiftUI declares on `Text` itself as well (their result is still a `Text`).
  static let textStyling: Set<String> = ["foregroundColor", "foregroundStyle"]

  static let text: Set<String> = [
    "font", "fontWeight", "fontWidth", "fontDesign", "bold", "italic", "underline", "strikethrough",
    "kerning", "tracking", "baselineOffset", "lineLimit", "lineSpacing", "multilineTextAlignment",
    "truncationMode", "minimumScaleFactor", "allowsTightening", "textCase", "monospaced", "monospacedDigit",
    "textSelection", "keyboardType", "textContentType", "textInputAutocapitalization", "autocapitalization",
    "autocorrectionDisabled", "disableAutocorrection", "submitLabel", "onSubmit", "focused",
    "focusable", "focusedValue", "focusedSceneValue", "searchable", "searchSuggestions", "searchScopes",
    "searchCompletion",
    "lineHeight", "dynamicTypeSize", "speechAnnouncementsQueued", "textScale", "typesettingLanguage",
    "privacySensitive", "writingToolsBehavior",
  ]
  static let interaction: Set<String> = [
    "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture",
    "allowsHitTesting", "contentShape", "disabled", "onHover", "hoverEffect", "keyboardShortcut",
    "onDrag", "onDrop", "draggable", "dropDestination", "onMove", "onDelete", "onInsert", "deleteDisabled",
    "moveDisabled", "swipeActions", "refreshable", "contextMenu",
    "sensoryFeedback", "onKeyPress", "defaultFocus", "selectionDisabled", "menuIndicator", "menuOrder",
    "onContinuousHover", "onScrollGeometryChange", "buttonRepeatBehavior", "onScrollPhaseChange",
    "onScrollVisibilityChange",
  ]
  static let presentation: Set<String> = [
    "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "actionSheet", "fileImporter",
    "fileExporter",
    "inspector", "dialogIcon", "dialogSuppressionToggle",
  ]
  static let navigation: Set<String> = [
    "navigationTitle", "navigationBarTitle", "navigationBarTitleDisplayMode", "navigationBarHidden",
    "navigationBarBackButtonHidden", "navigationBarItems", "navigationDestination", "navigationSubtitle",
    "toolbar", "tabItem", "tabViewCustomization", "navigationSplitViewColumnWidth",
    "navigationLinkIndicatorVisibility",
  ]
  static let lists: Set<String> = ["listRowSpacing", "listSectionSpacing", "environment"]
  static let lifecycle: Set<String> = [
    "onAppear", "onDisappear", "onChange", "task", "onReceive", "onOpenURL", "onContinueUserActivity",
    "handlesExternalEvents", "userActivity", "onPreferenceChange", "preference", "transformPreference",
    "anchorPreference", "backgroundPreferenceValue", "overlayPreferenceValue", "onGeometryChange",
  ]
  static let accessibility: Set<String> = [
    "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityIdentifier",
    "accessibilityHidden", "accessibilityElement", "accessibilityAddTraits", "accessibilityRemoveTraits",
    "accessibilityAction", "accessibilitySortPriority", "accessibilityInputLabels", "accessibilityFocused",
    "accessibilityRepresentation", "accessibilityChildren", "accessibilityAdjustableAction",
    "accessibilityHeading", "accessibility", "help",
  ]
  static let shapes: Set<String> = ["rotation", "scale", "offset", "size", "path", "union", "intersection"]
}
