import Foundation

/// One scenario file found by `test`: where it is and how to name it in reports.
public struct TestFile: Equatable, Sendable {
  public var url: URL
  /// The path as the user would write it (relative to the working directory when given so).
  public var displayPath: String
  /// True when the user named this file itself (not found in a folder): `test --update FILE` creates
  /// its missing `.out`, while a folder only rewrites the `.out` files its scenarios already keep.
  public var isNamed: Bool

  public init(url: URL, displayPath: String, isNamed: Bool = false) {
    self.url = url
    self.displayPath = displayPath
    self.isNamed = isNamed
  }
}

/// Finds the scenario files named by `test PATH ...` (CONTRACT §1).
///
/// A folder means every `*.dps` below it, recursively, in sorted path order; a file is taken as is.
/// Sorting by path makes the order, and so the report and the JUnit XML, the same on every machine.
public enum TestDiscovery {
  /// The files to run; a missing path or finding no scenario at all is a usage error.
  public static func files(for paths: [String], in directory: URL) throws -> [TestFile] {
    var found: [TestFile] = []
    for path in paths {
      let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
        throw TestRunError.usage("no such file or folder: \(path)")
      }
      if isFolder.boolValue {
        found += scenarios(in: url, shownAs: path)
      } else {
        found.append(TestFile(url: url.standardizedFileURL, displayPath: path, isNamed: true))
      }
    }
    var seen = Set<String>()
    found = found.filter { seen.insert($0.url.path).inserted }
    guard !found.isEmpty else {
      throw TestRunError.usage("no scenario files (*.dps) found in \(paths.joined(separator: ", "))")
    }
    return found
  }

  /// Every `*.dps` below `folder`, sorted by relative path.
  static func scenarios(in folder: URL, shownAs shown: String) -> [TestFile] {
    let folder = folder.resolvingSymlinksInPath()
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    let relative = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".dps") }.sorted()
    let prefix = shown.hasSuffix("/") ? shown : shown + "/"
    return relative.map { path in
      TestFile(url: folder.appendingPathComponent(path).standardizedFileURL, displayPath: prefix + path)
    }
  }
}

/// Why `test` could not start.
public enum TestRunError: Error, Equatable {
  case usage(String)
}
