import Foundation

/// `examples`: lists the worked examples that ship with the tool.
struct ExamplesCommand: ShellCommand {
  let name = "examples"
  let usage = "examples"
  let summary = "list the gallery of worked examples"
  let details = """
    Lists the stories that ship with dynprop-repl, each with its stages. Open one with
    `open STORY [STAGE]`, e.g. `open remote-data 3`.
    """

  func isInspection(_ arguments: CommandArguments) -> Bool { true }

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    _ = try words(arguments, count: 0...0)
    let stories = Gallery.stories()
    if stories.isEmpty { return .text("no examples are installed") }
    var lines: [String] = []
    for story in stories {
      lines.append("\(story.name): \(story.title)")
      for (index, stage) in story.stages.enumerated() {
        lines.append("  \(index + 1). \(stage.deletingPathExtension().lastPathComponent)")
      }
    }
    return .text(lines.joined(separator: "\n"))
  }
}

/// `open STORY [STAGE]`: starts a gallery example from a fresh screen.
struct OpenCommand: ShellCommand {
  let name = "open"
  let usage = "open STORY [STAGE]"
  let summary = "open a worked example (see `examples`)"
  let details = """
    Resets the world, applies the story's fixtures (network routes) and loads one stage's script
    (default: the first). STAGE is the stage's number in `examples` or the start of its file name.
    """

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    let words = try words(arguments, count: 1...2)
    guard let story = Gallery.story(named: words[0]) else {
      let names = Gallery.stories().map(\.name).joined(separator: ", ")
      throw ShellError.scenario("open: no example named '\(words[0])' (examples: \(names))")
    }
    let stage = try pick(words.count > 1 ? words[1] : "1", in: story)
    session.engine.reset()
    for line in Gallery.setupCommands(story) {
      let (name, rest) = CommandArguments.command(line)
      guard name == "net" else { throw ShellError.scenario("open: unsupported setup command '\(name)'") }
      _ = try NetShellCommand().run(rest, in: session)
    }
    try session.engine.load(files: [stage])
    let number = (story.stages.firstIndex(of: stage) ?? 0) + 1
    var text = "\(story.title) — stage \(number) of \(story.stages.count): \(stage.lastPathComponent)\n"
    text += Gallery.summary(of: stage)
    text += "\nType 'tick' to run one frame (or 'run' until idle), then 'tree', 'why VIEW' and 'diagnose'."
    if number < story.stages.count { text += " Next: 'open \(story.name) \(number + 1)'." }
    return .text(text)
  }

  private func pick(_ choice: String, in story: Gallery.Story) throws -> URL {
    if let index = Int(choice), story.stages.indices.contains(index - 1) { return story.stages[index - 1] }
    if let match = story.stages.first(where: { $0.lastPathComponent.hasPrefix(choice) }) { return match }
    throw ShellError.scenario("open: \(story.name) has no stage '\(choice)' (1–\(story.stages.count))")
  }
}
