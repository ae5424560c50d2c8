import DynPropHost
import DynPropInsight
import Foundation

/// Tab completion candidates: command names, then what each command takes next.
///
/// File paths after `load`, `record` and `export KIND`; story names then stage numbers and names after
/// `open`; view names after `why` and `props`; `VIEW.prop` paths after `set` (then nothing: EXPR is
/// Swift); warning and pitfall IDs after `explain`; expectation kinds after `expect`; keywords after
/// `break` and `history --kind`; sub-commands after `net` and `help`; view names and `VIEW.prop` paths
/// from the engine elsewhere. The line editor picks the typed word and the common prefix; this only
/// proposes whole words.
struct ShellCompleter {
  let session: Session

  func candidates(_ lineBeforeCursor: String) -> [String] {
    let words = lineBeforeCursor.split(whereSeparator: \.isWhitespace).map(String.init)
    let startsNewWord = lineBeforeCursor.last.map(\.isWhitespace) ?? true
    let position = startsNewWord ? words.count : words.count - 1
    let typed = startsNewWord ? "" : (words.last ?? "")
    if position == 0 { return session.table.names.filter { $0.hasPrefix(typed) } }
    guard let command = try? session.table.resolve(words[0]) else { return [] }
    let previous = position - 1 < words.count ? words[position - 1] : ""
    return Self.completing(
      typed, from: arguments(for: command.name, position: position, typed: typed, previous: previous))
  }

  /// The candidates that continue the typed word: the longest suffix of it that starts a candidate
  /// counts as typed (so `Text(ti` is completed from `ti`), as the line editor decides.
  static func completing(_ typed: String, from candidates: [String]) -> [String] {
    let scalars = Array(typed.unicodeScalars)
    for start in scalars.indices {
      let suffix = String(String.UnicodeScalarView(scalars[start...]))
      let matches = candidates.filter { $0.hasPrefix(suffix) }
      if !matches.isEmpty { return matches }
    }
    return typed.isEmpty ? candidates : []
  }

  /// `previous` is the word before the one being completed (`--kind`, `warning`, …).
  private func arguments(for command: String, position: Int, typed: String, previous: String) -> [String] {
    switch (command, position) {
    case ("load", _), ("record", 1), ("export", 2): return paths(matching: typed)
    case ("open", 1): return Gallery.stories().map(\.name)
    case ("open", 2): return stages(of: previous)
    case ("why", 1), ("props", 1): return viewNames()
    case ("why", _), ("props", _): return []
    case ("set", 1): return session.engine.completionCandidates().filter { $0.contains(".") }
    case ("set", _): return []
    case ("explain", 1): return Explanations.all.map(\.id)
    case ("explain", _): return []
    case ("export", 1): return ExportKind.allCases.map(\.rawValue)
    case ("expect", 1): return Expectation.kinds
    case ("net", 1): return ["route", "respond", "fail", "manual", "auto"]
    case ("store", 1): return ["insert", "delete", "set"]
    case ("help", 1): return session.table.commands.map(\.name)
    case ("break", 1):
      return ["view", "warning", "pitfall", "delete"] + session.engine.completionCandidates()
    case ("break", 2) where ["warning", "pitfall"].contains(previous):
      return previous == "warning" ? RuntimeWarning.allCases.map(\.rawValue) : Pitfall.allCases.map(\.id)
    case ("expect", 2) where ["warning", "no-warning", "pitfall", "no-pitfall"].contains(previous):
      return previous.hasSuffix("warning")
        ? RuntimeWarning.allCases.map(\.rawValue) : Pitfall.allCases.map(\.id)
    case ("history", _) where previous == "--kind": return HistoryFilter.kindNames.map(\.rawValue)
    case ("history", _) where typed.hasPrefix("-"): return ["--view", "--property", "--kind", "--keep"]
    default: return session.engine.completionCandidates()
    }
  }

  /// The mounted view type names (no `VIEW.prop` paths): what `why` and `props` take.
  private func viewNames() -> [String] {
    session.engine.completionCandidates().filter { !$0.contains(".") && $0.first?.isUppercase == true }
  }

  /// A story's stage numbers and names, as `open STORY STAGE` takes them.
  private func stages(of story: String) -> [String] {
    guard let story = Gallery.story(named: story) else { return [] }
    return story.stages.map(Gallery.stageID) + story.stages.map(Gallery.stageName)
  }

  /// Files and folders (with a trailing `/`) that complete `typed`, relative to the base directory.
  func paths(matching typed: String) -> [String] {
    let slash = typed.lastIndex(of: "/")
    let folderPart = slash.map { String(typed[...$0]) } ?? ""
    let namePart = slash.map { String(typed[typed.index(after: $0)...]) } ?? typed
    let folder = folderPart.isEmpty ? session.baseDirectory : session.resolve(folderPart)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
    return names.filter { $0.hasPrefix(namePart) && (namePart.hasPrefix(".") || !$0.hasPrefix(".")) }
      .sorted()
      .map { name in
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(
          atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder)
        return folderPart + name + (isFolder.boolValue ? "/" : "")
      }
  }
}
