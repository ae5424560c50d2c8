import DynPropDiagnostics
import DynPropInterpreter
import OrderedCollections

/// The app's sandbox as an in-memory store of files (text, as `Data` holds text here): `URL.documentsDirectory`,
/// `FileManager.default`, `Data(contentsOf:)` and `data.write(to:options:)`, the way apps persist a
/// `Codable` model. Paths are deterministic (`file:///Documents/…`); the store is part of the world,
/// cleared with `UserDefaults` when the world is reset.
public struct FileStore {
  public var files: OrderedDictionary<String, String> = [:]
}

enum SandboxFiles {
  static let documents = "file:///Documents/"

  /// A file URL's path (`/Documents/SavedPath`).
  static func path(_ url: Value) -> String {
    let string = FoundationLibrary.urlString(url)
    return string.hasPrefix("file://") ? String(string.dropFirst("file://".count)) : string
  }

  static func write(_ text: String, to url: Value, _ graph: ViewGraph) {
    graph.world.files.files[path(url)] = text
  }

  /// The file's contents, or the error Foundation throws for a missing file (`try?` gives nil).
  static func read(_ url: Value, _ graph: ViewGraph) throws -> String {
    let path = path(url)
    guard let text = graph.world.files.files[path] else { throw noSuchFile(path) }
    return text
  }

  /// Foundation's `NSCocoaErrorDomain` 260 for a path with no file (reading or removing it).
  private static func noSuchFile(_ path: String) -> ThrownError {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return ThrownError(
      .native(
        NSErrorValue(
          domain: "NSCocoaErrorDomain", code: 260,
          userInfo: [
            .string("NSFilePath"): .string(path),
            .string(NSErrorValue.descriptionKey): .string(
              "The file “\(name)” couldn’t be opened because there is no such file."),
          ])))
  }

  /// `FileManager.default`: the documents directory, and existence and removal of files.
  static func fileManager(_ graph: ViewGraph) -> FoundationType {
    let manager = FoundationObject("FileManager") { name, labels, args, _ in
      switch (name, labels) {
      case ("urls", ["for", "in"]): return .array([.native(URLValue(string: documents))])
      case ("fileExists", ["atPath"]):
        guard case .string(let path)? = args.first else { return nil }
        return .bool(graph.world.files.files[path] != nil)
      case ("removeItem", ["at"]), ("removeItem", ["atPath"]):
        guard let target = args.first else { return nil }
        let path = path(target)
        guard graph.world.files.files.removeValue(forKey: path) != nil else { throw noSuchFile(path) }
        return .void
      case ("contents", ["atPath"]):
        guard case .string(let path)? = args.first else { return nil }
        return Value.optional(graph.world.files.files[path].map { .native(DataValue(text: $0)) })
      default: return nil
      }
    }
    return FoundationType(
      "FileManager",
      statics: { name, _, args, _ in name == "default" && args == nil ? .native(manager) : nil })
  }

}
