import DynPropHost

/// Which events `history` summarises: of one view, one property, some kinds.
public struct HistoryFilter: Equatable {
  public var view: String?
  public var property: PropertyPath?
  public var kinds: Set<EventType> = []

  public init(view: String? = nil, property: PropertyPath? = nil, kinds: Set<EventType> = []) {
    self.view = view
    self.property = property
    self.kinds = kinds
  }

  public var isEmpty: Bool { view == nil && property == nil && kinds.isEmpty }

  /// Kinds a user can name, in the order `help` lists them.
  public static let kindNames: [EventType] = [
    .body, .update, .change, .request, .response, .warning, .pitfall, .print, .crash, .error, .appear,
    .disappear, .action,
  ]

  public func selects(_ event: Event) -> Bool {
    guard event.type != .tick, event.type != .expect, event.type != .note else { return false }
    if !kinds.isEmpty, !kinds.contains(event.type) { return false }
    if let view, event.string("view") != view { return false }
    if let property, !property.matches(event) { return false }
    return true
  }
}
