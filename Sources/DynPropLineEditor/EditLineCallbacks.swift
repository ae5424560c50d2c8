import CEditLine
import Foundation

/// The C callbacks libedit calls back into, and the reader methods behind them.
///
/// Callbacks are non-capturing `@convention(c)` closures; they find their reader through
/// EL_CLIENTDATA, which holds an unretained pointer to it.
extension EditLineCommandReader {
  static let promptCallback: dp_prompt_fn = { editLine in
    owner(of: editLine)?.activePrompt
  }

  static let completeCallback: dp_command_fn = { editLine, _ in
    owner(of: editLine)?.complete() ?? UInt8(CC_ERROR)
  }

  static let pasteBeginCallback: dp_command_fn = { editLine, _ in
    owner(of: editLine)?.isPasting = true
    return UInt8(CC_NORM)
  }

  static let pasteEndCallback: dp_command_fn = { editLine, _ in
    owner(of: editLine)?.isPasting = false
    return UInt8(CC_NORM)
  }

  static let interruptCallback: dp_command_fn = { editLine, _ in
    owner(of: editLine)?.abandonInput() ?? UInt8(CC_ERROR)
  }

  static let readCallback: dp_getc_fn = { editLine, character in
    guard let character, let reader = owner(of: editLine) else { return -1 }
    return reader.readCharacter(into: character)
  }

  private static func owner(of editLine: OpaquePointer?) -> EditLineCommandReader? {
    guard let editLine, let data = dp_el_get_clientdata(editLine) else { return nil }
    return Unmanaged<EditLineCommandReader>.fromOpaque(data).takeUnretainedValue()
  }

  /// Tab: indentation in pasted text or at the start of a continuation line; otherwise insert the
  /// unique completion or the candidates' common prefix, else list the candidates.
  func complete() -> UInt8 {
    guard let editLine else { return UInt8(CC_ERROR) }
    let before = lineBeforeCursor(editLine)
    if isPasting || (isContinuing && before.allSatisfy(\.isWhitespace)) {
      return el_insertstr(editLine, "\t") == 0 ? UInt8(CC_REFRESH) : UInt8(CC_ERROR)
    }
    switch Completion.action(lineBeforeCursor: before, candidates: completer(before)) {
    case .insert(let text):
      return el_insertstr(editLine, text) == 0 ? UInt8(CC_REFRESH) : UInt8(CC_REFRESH_BEEP)
    case .list(let choices):
      write("\n" + choices.joined(separator: " ") + "\n")
      return UInt8(CC_REDISPLAY)
    case .none:
      return UInt8(CC_REFRESH_BEEP)
    }
  }

  /// Ctrl-C: show "^C" at the end of the line, then end the line; `read()` throws the input away.
  func abandonInput() -> UInt8 {
    guard let editLine else { return UInt8(CC_ERROR) }
    interrupted = true
    if let line = el_wline(editLine)?.pointee {
      _ = el_cursor(editLine, Int32(line.cursor.distance(to: line.lastchar)))
    }
    _ = el_insertstr(editLine, "^C")
    el_push(editLine, "\n")
    return UInt8(CC_REFRESH)
  }

  private func lineBeforeCursor(_ editLine: OpaquePointer) -> String {
    guard let line = el_line(editLine)?.pointee else { return "" }
    let bytes = UnsafeRawBufferPointer(
      start: line.buffer, count: line.buffer.distance(to: line.cursor))
    return String(decoding: bytes, as: UTF8.self)
  }
}
