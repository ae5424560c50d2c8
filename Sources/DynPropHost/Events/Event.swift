import DynPropDiagnostics
import OrderedCollections

/// One thing that happened in the simulated world, as CONTRACT §4 lists them.
///
/// Events are records with ordered fields so that the JSON Lines output, the human transcript and the
/// expectations (`expect body-count`, `expect warning`, …) all read the same data, in a deterministic order.
public struct Event: Sendable, Equatable {
  public var type: EventType
  public var tick: Int
  /// Fields after `type` and `tick`, in the order they are written to JSON.
  public var fields: OrderedDictionary<String, EventValue>

  public init(_ type: EventType, tick: Int, _ fields: OrderedDictionary<String, EventValue> = [:]) {
    self.type = type
    self.tick = tick
    self.fields = fields
  }

  public subscript(_ key: String) -> EventValue? { fields[key] }

  /// The string value of a field, or nil if absent or not a string.
  public func string(_ key: String) -> String? {
    switch fields[key] {
    case .string(let s)?: return s
    case .location(let location)?: return location.description
    default: return nil
    }
  }

  /// A `file:line:col` field, unformatted (chains format it only when a pitfall is reported).
  public func location(_ key: String) -> SourceLocation? {
    if case .location(let location)? = fields[key] { return location }
    return nil
  }
}

/// The `type` of an event; raw values are the JSON spelling.
public enum EventType: String, Sendable, CaseIterable {
  case tick, update, body, change, request, response, warning, pitfall, print, crash, error, expect
  case appear, disappear
  /// dynprop-repl additions: a queued action ran (onAppear/onChange/task/main-queue block), and notes
  /// from shell commands that are part of the transcript.
  case action, note

  /// The case's position in `allCases`, so that per-type tallies are arrays indexed by it: a raw-value
  /// enum hashes its raw string, which made counting the events of a mount a fifth of its cost.
  public var ordinal: Int {
    switch self {
    case .tick: 0
    case .update: 1
    case .body: 2
    case .change: 3
    case .request: 4
    case .response: 5
    case .warning: 6
    case .pitfall: 7
    case .print: 8
    case .crash: 9
    case .error: 10
    case .expect: 11
    case .appear: 12
    case .disappear: 13
    case .action: 14
    case .note: 15
    }
  }
}

/// A JSON-representable field value.
public enum EventValue: Sendable, Equatable {
  case string(String)
  case int(Int)
  case bool(Bool)
  case strings([String])
  /// A source position, written as its `file:line:col` string; formatted only when the event is.
  case location(SourceLocation)
  case null
}
