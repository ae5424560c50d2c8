/// SwiftUI's runtime warnings (CONTRACT §5), with their exact messages.
public enum RuntimeWarning: String, CaseIterable {
  case stateWriteDuringUpdate = "state-write-during-update"
  case publishDuringUpdate = "publish-during-update"
  case publishOffMain = "publish-off-main"
  case stateOutsideView = "state-outside-view"
  case environmentOutsideView = "environment-outside-view"
  case stateObjectOutsideView = "stateobject-outside-view"
  case onChangeMultiplePerFrame = "onchange-multiple-per-frame"
  case pickerInvalidSelection = "picker-invalid-selection"
  case navigationLinkNoDestination = "navigation-link-no-destination"

  public var id: String { rawValue }

  /// `type`: the value's type for `onChange` and a `NavigationLink`'s value, the selection as SwiftUI quotes
  /// it for a `Picker`.
  public func message(type: String) -> String {
    switch self {
    case .stateWriteDuringUpdate:
      return "Modifying state during view update, this will cause undefined behavior."
    case .publishDuringUpdate:
      return "Publishing changes from within view updates is not allowed, this will cause undefined behavior."
    case .publishOffMain:
      return
        "Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates."
    case .stateOutsideView:
      return
        "Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update."
    case .environmentOutsideView:
      return
        "Accessing Environment's value outside of being installed on a View. This will always read the default value and will not update."
    case .stateObjectOutsideView:
      return
        "Accessing StateObject's object without being installed on a View. This will create a new instance each time."
    case .onChangeMultiplePerFrame:
      return "onChange(of: \(type)) action tried to update multiple times per frame."
    case .pickerInvalidSelection:
      return
        "Picker: the selection \"\(type)\" is invalid and does not have an associated tag, this will give undefined results."
    case .navigationLinkNoDestination:
      return
        "A NavigationLink is presenting a value of type “\(type)” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated."
    }
  }
}
