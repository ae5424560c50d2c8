import Foundation

/// How `JSONDecoder` reads a `Date` (`dateDecodingStrategy`), and how the host makes one.
///
/// The interpreter does not know the host's `Date` value; the host hands over a factory taking seconds
/// since 2001-01-01T00:00:00Z (Foundation's reference date).
public struct DateCoding {
  public enum Strategy: String, Sendable {
    /// Foundation's default: a number of seconds since the reference date.
    case deferredToDate
    case secondsSince1970
    case millisecondsSince1970
    case iso8601
  }

  public var strategy: Strategy
  public var make: (Double) -> Value

  public init(strategy: Strategy, make: @escaping (Double) -> Value) {
    self.strategy = strategy
    self.make = make
  }

  /// Seconds from 1970-01-01 to 2001-01-01.
  static let referenceOffset = 978_307_200.0

  /// Seconds since the reference date for a JSON number under a numeric strategy.
  func seconds(fromNumber number: Double) -> Double {
    switch strategy {
    case .secondsSince1970: return number - Self.referenceOffset
    case .millisecondsSince1970: return number / 1000 - Self.referenceOffset
    default: return number
    }
  }

  /// Seconds since the reference date for an ISO 8601 string (`2024-05-01T12:00:00Z`), if it is one.
  static func seconds(fromISO8601 text: String) -> Double? {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.date(from: text)?.timeIntervalSinceReferenceDate
  }
}
