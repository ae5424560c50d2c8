import Foundation

/// `examples`: lists the worked examples that ship with the tool.
struct ExamplesCommand: ShellCommand {
  let name = "examples"
  let usage = "examples"
  let summary = "list the gallery of worked examples"
  let details = """
    Lists the stories that ship with dynprop-repl, each with its stages by number and name, as the
    story's README numbers them. Open one with `open STORY [STAGE]`, e.g. `open remote-data 3` or
    `open remote-data 4b`.
    """

  func isInspection(_ arguments: CommandArguments) -> Bool { true }

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    _ = try words(arguments, count: 0...0)
    let stories = Gallery.stories()
    if stories.isEmpty { return .text("no examples are installed") }
    var lines: [String] = []
    for story in stories {
      lines.append("\(story.name): \(story.title)")
      let width = story.stages.map { Gallery.stageID($0).count }.max() ?? 1
      for stage in story.stages {
        let id = Gallery.stageID(stage)
        lines.append("  \(id)\(String(repeating: " ", count: width - id.count))  \(Gallery.stageName(stage))")
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
    (default: the first). STAGE is the stage's number as `examples` and the story's README show it
    (`3`, `4b`), its name (`loading-state`) or the start of its file name. A stage the compiler
    rejects still shows its banner, the error with its source line, and the next stage.
    """

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    let words = try words(arguments, count: 1...2)
    guard let story = Gallery.story(named: words[0]) else {
      let names = Gallery.stories().map(\.name).joined(separator: ", ")
      throw ShellError.scenario("open: no example named '\(words[0])' (examples: \(names))")
    }
    let stage = try pick(words.count > 1 ? words[1] : Gallery.stageID(story.stages[0]), in: story)
    session.engine.reset()
    for line in Gallery.setupCommands(story) {
      let (name, rest) = CommandArguments.command(line)
      guard name == "net" else { throw ShellError.scenario("open: unsupported setup command '\(name)'") }
      _ = try NetShellCommand().run(rest, in: session)
    }
    if let text = try? String(contentsOf: stage, encoding: .utf8) {
      session.remember(source: text, named: stage.lastPathComponent)
    }
    var loaded = true
    do {
      try session.engine.load(files: [stage])
    } catch {
      session.report(error)  // the banner still follows: this stage is about the error
      loaded = false
    }
    return .text(banner(stage, of: story, loaded: loaded))
  }

  private func banner(_ stage: URL, of story: Gallery.Story, loaded: Bool) -> String {
    let position = (story.stages.firstIndex(of: stage) ?? 0) + 1
    let id = Gallery.stageID(stage)
    var text =
      "\(story.title) — stage \(id) (\(position) of \(story.stages.count)): \(stage.lastPathComponent)\n"
    text += Gallery.summary(of: stage) + "\n"
    text +=
      loaded
      ? "Type 'tick' to run one frame (or 'run' until idle), then 'tree', 'why VIEW' and 'diagnose'."
      : "This stage does not compile; the error above is the point of it."
    if position < story.stages.count {
      text += " Next: 'open \(story.name) \(Gallery.stageID(story.stages[position]))'."
    }
    return text
  }

  private func pick(_ choice: String, in story: Gallery.Story) throws -> URL {
    if let stage = Gallery.stage(choice, in: story) { return stage }
    let ids = story.stages.map(Gallery.stageID).joined(separator: ", ")
    throw ShellError.scenario("open: \(story.name) has no stage '\(choice)' (stages: \(ids))")
  }
}
