import Foundation

/// The worked examples that ship inside the tool (Resources/Examples), so they open from any folder.
///
/// Each story is a folder of stage scripts (`1-class-wrapper.swift` …), walkthrough scenarios, an
/// optional `setup.cmds` (commands every stage needs, such as `net route` fixtures) and a README.
enum Gallery {
  struct Story {
    let name: String
    let folder: URL
    let title: String
    let stages: [URL]
  }

  static var root: URL? {
    Bundle.module.resourceURL?.appendingPathComponent("Examples")
  }

  static func stories() -> [Story] {
    guard let root, let names = try? FileManager.default.contentsOfDirectory(atPath: root.path) else {
      return []
    }
    let stories = names.sorted().compactMap { name -> Story? in
      let folder = root.appendingPathComponent(name)
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      let stages = files.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
      guard !stages.isEmpty else { return nil }
      return Story(name: name, folder: folder, title: title(of: folder) ?? name, stages: stages)
    }
    return stories.sorted { (number(of: $0), $0.name) < (number(of: $1), $1.name) }
  }

  /// The N of a "Story N: …" title, so `examples` lists the stories in reading order.
  private static func number(of story: Story) -> Int {
    let words = story.title.split(separator: " ")
    guard words.count > 1, words[0] == "Story" else { return Int.max }
    return Int(words[1].filter(\.isNumber)) ?? Int.max
  }

  static func story(named name: String) -> Story? { stories().first { $0.name == name } }

  /// A stage's number as the story's README writes it: the file name up to its first `-` (`4b` for
  /// `4b-loading-state.swift`), so `examples`, `open` and the READMEs agree.
  static func stageID(_ stage: URL) -> String {
    let base = stage.deletingPathExtension().lastPathComponent
    return base.split(separator: "-", maxSplits: 1).first.map(String.init) ?? base
  }

  /// A stage's name without its number (`loading-state`).
  static func stageName(_ stage: URL) -> String {
    let base = stage.deletingPathExtension().lastPathComponent
    let parts = base.split(separator: "-", maxSplits: 1)
    return parts.count == 2 ? String(parts[1]) : base
  }

  /// The stage a user means by `choice`: its number (`4b`), its name (`loading-state`), its file name
  /// with or without `.swift`, or the unique start of the file name.
  static func stage(_ choice: String, in story: Story) -> URL? {
    let exact = story.stages.first { stage in
      let base = stage.deletingPathExtension().lastPathComponent
      return [stageID(stage), stageName(stage), base, stage.lastPathComponent].contains(choice)
    }
    if let exact { return exact }
    let started = story.stages.filter { $0.lastPathComponent.hasPrefix(choice) }
    return started.count == 1 ? started[0] : nil
  }

  /// The README's first heading, without the `#`.
  private static func title(of folder: URL) -> String? {
    guard let text = try? String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8),
      let first = text.split(separator: "\n").first
    else { return nil }
    return first.drop { $0 == "#" || $0 == " " }.description
  }

  /// The first comment lines of a stage script: what the stage shows.
  static func summary(of stage: URL) -> String {
    guard let text = try? String(contentsOf: stage, encoding: .utf8) else { return "" }
    let lines = text.split(separator: "\n").drop { $0.hasPrefix("import ") }.prefix { $0.hasPrefix("//") }
    return lines.map { $0.dropFirst(2).trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
  }

  /// Commands every stage of a story needs (`net route` fixtures), from `setup.cmds`.
  static func setupCommands(_ story: Story) -> [String] {
    guard
      let text = try? String(contentsOf: story.folder.appendingPathComponent("setup.cmds"), encoding: .utf8)
    else { return [] }
    return text.split(separator: "\n").map(String.init).filter {
      !$0.trimmingCharacters(in: .whitespaces).isEmpty
        && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#")
    }
  }
}
