import DynPropDiagnostics
import DynPropSyntax

/// `print(items, to: &stream)` and `debugPrint(…, to:)`: the text goes to the stream, not to the output.
/// A `String` is appended to; a stream the script declares gets the `write(_:)` calls Swift's `print`
/// makes: an empty one first, then one per item, separator and terminator.
final class PrintToNode: Node {
  let items: [Node]
  let separator: Node?
  let terminator: Node?
  let target: LValueNode
  let debug: Bool

  init(
    items: [Node], separator: Node?, terminator: Node?, target: LValueNode, debug: Bool,
    _ location: SourceLocation
  ) {
    self.items = items
    self.separator = separator
    self.terminator = terminator
    self.target = target
    self.debug = debug
    super.init(location)
  }

  override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    let texts = try Builtins.printed(try items.map { try $0.eval(frame, rt) }, debug: debug, rt, location)
    let separator = try separator.map { Render.description(try $0.eval(frame, rt)) } ?? " "
    let terminator = try terminator.map { Render.description(try $0.eval(frame, rt)) } ?? "\n"
    var pieces = [""]
    for (index, text) in texts.enumerated() {
      if index > 0 { pieces.append(separator) }
      pieces.append(text)
    }
    pieces.append(terminator)
    try target.modify(frame, rt) { stream in
      if case .string(let text) = stream {
        stream = .string(text + pieces.joined())
        return
      }
      for piece in pieces { try write(piece, to: &stream, rt) }
    }
    return .void
  }

  private func write(_ piece: String, to stream: inout Value, _ rt: Interpreter) throws {
    guard
      let write = Members.scriptType(of: stream)?.findMethods("write")?.first(where: { $0.params.count == 1 })
    else {
      throw rt.scriptError(
        "argument type '\(rt.typeName(of: stream))' does not conform to expected type 'TextOutputStream'",
        at: location)
    }
    _ = try rt.callMutating(write, self: &stream, arguments: [.string(piece)], at: location)
  }
}
