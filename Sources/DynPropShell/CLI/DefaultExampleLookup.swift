import Foundation

/// Finds the example the interactive shell opens when no FILE is given.
///
/// The example ships inside the tool (see Resources). Until the resource lookup is wired in, this
/// returns nil and the shell says so instead of failing.
enum DefaultExampleLookup {
  /// Story 1 of the gallery opens at its first stage.
  static let story = "remote-data"

  static func url() -> URL? { Gallery.story(named: story)?.stages.first }
}
