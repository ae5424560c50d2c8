import Foundation

/// Brace balance, the completeness rule the tests use: more lines are needed while a "{" is open.
func bracesBalanced(_ text: String) -> Bool {
  text.filter { $0 == "{" }.count <= text.filter { $0 == "}" }.count
}

/// The demo vocabulary: every word starting with the last typed word.
func completeCommand(_ lineBeforeCursor: String) -> [String] {
  let words = ["tick", "tap", "tree", "load", "mount", "help", "quit"]
  let last = lineBeforeCursor.split(separator: " ", omittingEmptySubsequences: false).last ?? ""
  return words.filter { $0.hasPrefix(last) }
}

/// A fresh, empty temporary folder, removed by the caller.
func makeTemporaryFolder() throws -> URL {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("dynprop-lineeditor-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}
