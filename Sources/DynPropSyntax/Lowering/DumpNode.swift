/// One node of an AST dump: an atom (`x`, `1`, `"text"`) or a list `(head inline... block...)`.
///
/// Inline children follow the head on the same line; block children (statements, members, accessor
/// bodies) each start a new line, indented two spaces past the line their list starts on.
struct DumpNode {
  var head: String
  var inline: [DumpNode] = []
  var block: [DumpNode] = []
  var isAtom = false

  init(_ head: String, _ inline: [DumpNode] = [], block: [DumpNode] = []) {
    self.head = head
    self.inline = inline
    self.block = block
  }

  static func atom(_ text: String) -> DumpNode {
    var node = DumpNode(text)
    node.isAtom = true
    return node
  }

  /// A quoted string atom with `"`, `\` and control characters escaped.
  static func quoted(_ text: String) -> DumpNode {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        out += "\\u{\(String(scalar.value, radix: 16))}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return .atom(out + "\"")
  }

  func render(indent: Int = 0) -> String {
    if isAtom { return head }
    var out = "(" + head
    for child in inline { out += " " + child.render(indent: indent) }
    let pad = String(repeating: " ", count: indent + 2)
    for child in block { out += "\n" + pad + child.render(indent: indent + 2) }
    return out + ")"
  }
}
