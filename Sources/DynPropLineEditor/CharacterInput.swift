import CEditLine
import Foundation

/// libedit's character source (EL_GETCFN): reads and decodes one character from the terminal, and
/// acts on signals that arrived meanwhile.
///
/// It replaces the built-in one because that one retries a read interrupted by Ctrl-C and keeps
/// waiting; this one turns a pending Ctrl-C into the "^C" key (bound to `abandonInput`) at once,
/// re-measures the screen after a resize, and handles Ctrl-Z (suspend) and `fg` (redraw) every
/// time, where libedit's own one-shot handlers only cover the first time per line.
extension EditLineCommandReader {
  /// 1 with a character, 0 at end of input, -1 on a read error.
  func readCharacter(into character: UnsafeMutablePointer<wchar_t>) -> Int32 {
    var bytes: [UInt8] = []
    while true {
      if let editLine, interruptedBySignal(editLine) {
        character.pointee = 3  // Ctrl-C
        return 1
      }
      var byte: UInt8 = 0
      let count = Foundation.read(inputDescriptor, &byte, 1)
      if count < 0 && errno == EINTR { continue }
      guard count == 1 else {
        character.pointee = 0
        return count == 0 ? 0 : -1
      }
      bytes.append(byte)
      if let decoded = Self.decode(&bytes) {
        character.pointee = decoded
        return 1
      }
    }
  }

  /// Handles Ctrl-Z, `fg` and resizes; returns true when a Ctrl-C is pending (and takes it).
  private func interruptedBySignal(_ editLine: OpaquePointer) -> Bool {
    if SignalFlags.take(SIGTSTP) { suspend(editLine) }
    if SignalFlags.take(SIGCONT) { redraw(editLine) }
    if SignalFlags.take(SIGWINCH) { el_resize(editLine) }
    guard Interrupt.take() else { return false }
    _ = dp_el_prep_term(editLine, 1)  // libedit's SIGINT handler switched to cooked mode
    return true
  }

  /// Ctrl-Z: give the shell a sane terminal, stop, and come back to editing after `fg`.
  private func suspend(_ editLine: OpaquePointer) {
    _ = dp_el_prep_term(editLine, 0)
    signal(SIGTSTP, SIG_DFL)
    raise(SIGTSTP)  // stopped here until continued
    SignalFlags.install(SIGTSTP)
    redraw(editLine)
  }

  /// After `fg`: the shell may have reset the terminal behind libedit's back, so leave and re-enter
  /// editing mode (libedit skips a switch to the mode it believes is current), then repaint.
  private func redraw(_ editLine: OpaquePointer) {
    _ = dp_el_prep_term(editLine, 0)
    _ = dp_el_prep_term(editLine, 1)
    _ = dp_el_refresh(editLine)
    _ = SignalFlags.take(SIGCONT)  // one that came while repainting needs no second repaint
  }

  /// The character the bytes spell in the current locale; nil (keeping the bytes) while incomplete.
  /// Invalid bytes are dropped.
  private static func decode(_ bytes: inout [UInt8]) -> wchar_t? {
    var state = mbstate_t()
    var wide: wchar_t = 0
    let used = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { mbrtowc(&wide, $0.baseAddress, $0.count, &state) }
    }
    switch used {
    case -2 where bytes.count < 8: return nil
    case -2, -1:
      bytes.removeAll()
      return nil
    default: return wide
    }
  }
}
