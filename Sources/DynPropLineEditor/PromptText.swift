/// Prepares prompt text for libedit, which measures the prompt to place the cursor.
///
/// ANSI escape sequences (colors, bold) take no screen width, so each one is wrapped in a pair of
/// `ignoreMarker` characters, which libedit (via EL_PROMPT_ESC) prints without counting.
enum PromptText {
  static let ignoreMarker: CChar = 1
  private static let marker = Unicode.Scalar(UInt8(ignoreMarker))
  private static let escape: Unicode.Scalar = "\u{1B}"

  static func markingEscapes(_ prompt: String) -> String {
    var result = String.UnicodeScalarView()
    var scalars = prompt.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      guard scalar == escape else {
        result.append(scalar)
        continue
      }
      result.append(marker)
      result.append(scalar)
      result.append(contentsOf: escapeBody(&scalars))
      result.append(marker)
    }
    return String(result)
  }

  /// Consumes the rest of one escape sequence: a CSI ("[" ... final byte 0x40-0x7E) or a single character.
  private static func escapeBody(_ scalars: inout Substring.UnicodeScalarView) -> [Unicode.Scalar] {
    guard let first = scalars.popFirst() else { return [] }
    guard first == "[" else { return [first] }
    var body = [first]
    while let next = scalars.popFirst() {
      body.append(next)
      if (0x40...0x7E).contains(next.value) { break }
    }
    return body
  }
}
