import DynPropHost

/// The words of a control command (and `delete`): LABEL, an optional `#K`, then `valueCount` values.
func controlWords(_ words: [String], values valueCount: Int, _ command: some ShellCommand) throws -> (
  label: String, index: Int?, values: [String]
) {
  var rest = words
  var index: Int?
  // `#K` may also come last (`type Name "Ada" #2`).
  if rest.count > valueCount + 1, let last = rest.last, last.hasPrefix("#"), Int(last.dropFirst()) != nil {
    index = try CommandArguments.integer(String(last.dropFirst()), for: "\(command.name) #K", minimum: 1)
    rest.removeLast()
  }
  guard rest.count > valueCount else { throw command.usageError("missing arguments") }
  let values = Array(rest.suffix(valueCount))
  rest.removeLast(valueCount)
  if index == nil, rest.count > 1, let last = rest.last, last.hasPrefix("#") {
    index = try CommandArguments.integer(String(last.dropFirst()), for: "\(command.name) #K", minimum: 1)
    rest.removeLast()
  }
  guard rest.count == 1 else { throw command.usageError("quote a LABEL that has blanks") }
  return (rest[0], index, values)
}

/// `type FIELD [#K] TEXT`: puts TEXT in a text field, as typing it would (through the field's binding).
struct TypeCommand: ShellCommand {
  let name = "type"
  let usage = "type FIELD [#K] TEXT"
  let summary = "type TEXT into the text field FIELD (its placeholder or title)"
  let details = """
    Replaces the text of the TextField, SecureField or TextEditor whose title or placeholder is FIELD
    with TEXT, writing through its binding as typing would: type Name "Ada Lovelace".
    """

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    let (label, index, values) = try controlWords(try arguments.words(), values: 1, self)
    return .text("  " + (try session.engine.act(.type(values[0]), on: label, index: index)))
  }
}

/// `submit FIELD [#K]`: the return key in a text field.
struct SubmitCommand: ShellCommand {
  let name = "submit"
  let usage = "submit FIELD [#K]"
  let summary = "press return in the text field FIELD (its onCommit:, then the onSubmit actions)"
  let details = """
    Submits the TextField or SecureField whose title or placeholder is FIELD, as the return key does: runs
    its onCommit: action, then the .onSubmit actions of the views around it, innermost first.
    """

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    let (label, index, _) = try controlWords(try arguments.words(), values: 0, self)
    return .text("  " + (try session.engine.act(.submit, on: label, index: index)))
  }
}

/// `toggle LABEL [#K]`: flips a Toggle.
struct ToggleCommand: ShellCommand {
  let name = "toggle"
  let usage = "toggle LABEL [#K]"
  let summary = "flip the Toggle labelled LABEL"
  let details = "Flips the Toggle whose label text is LABEL, writing through its isOn binding."

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    let (label, index, _) = try controlWords(try arguments.words(), values: 0, self)
    return .text("  " + (try session.engine.act(.toggle, on: label, index: index)))
  }
}

/// `pick LABEL [#K] OPTION`: chooses a Picker option by its text or its tag.
struct PickCommand: ShellCommand {
  let name = "pick"
  let usage = "pick LABEL [#K] OPTION"
  let summary = "choose OPTION (its text or tag) in the Picker labelled LABEL"
  let details = """
    Sets the selection of the Picker titled LABEL to the tag of the option whose text (or tag, as
    Swift prints it) is OPTION: pick Flavor Chocolate.
    """

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    let (label, index, values) = try controlWords(try arguments.words(), values: 1, self)
    return .text("  " + (try session.engine.act(.pick(values[0]), on: label, index: index)))
  }
}

/// `slide LABEL [#K] VALUE`: moves a Slider (or sets a Stepper) to VALUE.
struct SlideCommand: ShellCommand {
  let name = "slide"
  let usage = "slide LABEL [#K] VALUE"
  let summary = "move the Slider (or Stepper) labelled LABEL to VALUE"
  let details = """
    Sets the value of the Slider or Stepper whose label is LABEL (or 'Slider' for one without a label)
    to the number VALUE, through its binding: slide Volume 0.75.
    """

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    let (label, index, values) = try controlWords(try arguments.words(), values: 1, self)
    guard let number = Double(values[0]) else { throw usageError("VALUE must be a number") }
    return .text("  " + (try session.engine.act(.slide(number), on: label, index: index)))
  }
}
