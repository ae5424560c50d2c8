import DynPropDiagnostics
import DynPropInterpreter

/// The rendered screen: what `tree` shows, the strings `expect text` searches, and the buttons `tap`
/// finds (CONTRACT §2.1).
extension ViewGraph {
  public struct ButtonInfo {
    public let label: String
    public let view: String
    let action: Value?
    let binding: BindingValue?
    let kind: String
    public let isDisabled: Bool
    let node: ViewNode
  }

  public func withOrigin(_ origin: String, _ body: () throws -> Void) rethrows {
    let saved = (self.origin, workRoot)
    self.origin = origin
    beginCallback()
    defer { (self.origin, workRoot) = saved }
    try body()
  }

  /// Every node in tree order.
  public func allNodes() -> [ViewNode] {
    var result: [ViewNode] = []
    func visit(_ node: ViewNode) {
      result.append(node)
      node.children.forEach(visit)
    }
    if let root { visit(root) }
    return result
  }

  public func scriptNodes() -> [ViewNode] { allNodes().filter(\.hasBody) }

  /// The mounted views of a type, in tree order (from the index, without walking the tree).
  public func mountedViews(ofType name: String) -> [ViewNode] {
    viewIndex.nodes(ofType: name, under: root)
  }

  /// The kinds `tap` runs, in a fixed order (the result is sorted by tree order).
  private static let tappableKinds = ViewKinds.names(with: .tappable).sorted()

  /// Buttons (and other tappable controls) in tree order, with their label text.
  public func buttons() -> [ButtonInfo] {
    let kinds = Self.tappableKinds
    let gestures = mountedViews(ofType: "ModifiedContent").filter { node in
      if case .native(let modified as ModifiedView) = node.input { return modified.host.tapAction != nil }
      return false
    }
    let nodes = (kinds.flatMap { mountedViews(ofType: $0) } + gestures).filter(isOnScreen)
      .sorted { $0.treeOrder < $1.treeOrder }
    return nodes.compactMap { node in
      if case .native(let modified as ModifiedView) = node.input, let action = modified.host.tapAction {
        // `.onTapGesture { }`: the view answers `tap` by the text it shows.
        let label = node.children.flatMap(texts).joined(separator: " ")
        return ButtonInfo(
          label: label, view: owner(of: node), action: action, binding: nil, kind: modified.modifier,
          isDisabled: isDisabled(node), node: node)
      }
      guard case .native(let view as PrimitiveView) = node.input, ViewKinds.has(view.kind, .tappable) else {
        return nil
      }
      var label = view.text ?? node.children.flatMap(texts).joined(separator: " ")
      // An image-only label (`Button { } label: { Image(systemName: "plus") }`) answers to its image name.
      if label.isEmpty { label = node.children.flatMap(imageNames).joined(separator: " ") }
      return ButtonInfo(
        label: label, view: owner(of: node), action: view.action, binding: view.binding, kind: view.kind,
        isDisabled: isDisabled(node), node: node)
    }
  }

  /// Runs a button's action as a user action (a `Toggle` flips, a `Stepper` increments); returns a line
  /// saying what else the tap did (dismissed an alert, pushed a destination), when it did.
  public func perform(_ button: ButtonInfo) throws -> String? {
    var notes: [String] = []
    // An alert's or dialog's button dismisses it, then runs its action (as UIKit's alert actions do).
    if let presenter = enclosingPresentation(button.node), presenter.dismissesOnButtonTap {
      try presenter.dismiss(interpreter)
      notes.append(
        "dismissed the \(presenter.kind)" + (presenter.title.map { " \(Render.literal(.string($0)))" } ?? ""))
    }
    if button.kind == "NavigationLink", case .native(let link as PrimitiveView) = button.node.input {
      guard try push(link, from: button.node) else {
        return
          "no effect: the stack has no destination for \(link.linkValue.map(Render.literal) ?? "this link")"
      }
      notes.append(
        "pushed " + (link.linkValue.map { "the destination for " + Render.literal($0) } ?? "")
          + (link.destination.map(viewTypeName) ?? ""))
    } else if let action = button.action {
      _ = try interpreter.callValue(action, [], at: interpreter.site)
      if button.kind == "onTapGesture" { notes.append("ran the onTapGesture action") }
    } else if let binding = button.binding {
      let value = try binding.get(interpreter)
      switch value {
      case .bool(let b): try binding.set(.bool(!b), interpreter)
      case .int(let i): try binding.set(.int(i + 1), interpreter)
      default: break
      }
    }
    return notes.isEmpty ? nil : notes.joined(separator: "; ")
  }

  private func enclosingPresentation(_ node: ViewNode) -> PresentedView? {
    var current = node.parent
    while let here = current {
      if case .native(let presented as PresentedView) = here.input { return presented }
      current = here.parent
    }
    return nil
  }

  /// The strings one node shows itself (not its children).
  func ownStrings(_ node: ViewNode) -> [String] {
    guard case .native(let view as ViewValue) = node.input else { return [] }
    switch view {
    case let p as PrimitiveView:
      if p.kind == "TextField" || p.kind == "SecureField" || p.kind == "TextEditor", let s = fieldText(p) {
        return [s.isEmpty ? (p.text ?? "") : s]
      }
      if ViewKinds.has(p.kind, .labelIsText), p.text == nil {
        let label = node.children.flatMap(texts).joined(separator: " ")
        return label.isEmpty ? [] : [label]
      }
      return p.text.map { [$0] } ?? []
    case let c as ContainerView: return hidesHeader(node) ? [] : c.title.map { [$0] } ?? []
    case let p as PresentedView: return p.title.map { [$0] } ?? []
    case let m as ModifiedView: return m.host.shownStrings
    default: return []
    }
  }

  private func imageNames(_ node: ViewNode) -> [String] {
    if case .native(let p as PrimitiveView) = node.input, let image = Self.image(p) { return [image.name] }
    return node.children.flatMap(imageNames)
  }

  private func imageLines(_ node: ViewNode) -> [String] {
    if case .native(let p as PrimitiveView) = node.input, let image = Self.image(p) { return [image.line] }
    return node.children.flatMap(imageLines)
  }

  /// An `Image`'s name (what `tap` answers to) and how `tree` shows it: a system symbol, an asset of the
  /// app, or an image an `AsyncImage` loaded.
  static func image(_ p: PrimitiveView) -> (name: String, line: String)? {
    guard p.kind == "Image" else { return nil }
    switch p.label {
    case .string(let name)?: return (name, "Image(systemName: \(Render.literal(.string(name))))")
    case .native(let asset as AssetImageName)?:
      return (asset.name, "Image(\(Render.literal(.string(asset.name))))")
    case .native(let url as URLValue)?:
      return (url.string, "Image(url: \(Render.literal(.string(url.string))))")
    default: return nil
    }
  }

  private func texts(_ node: ViewNode) -> [String] {
    ownStrings(node) + node.children.flatMap(texts)
  }

  /// The strings `tree` shows, one per element, in tree order (button labels count once).
  public func screenStrings() -> [String] {
    root.map { screenStrings(under: $0) } ?? []
  }

  /// The strings `tree` shows for a node and the views under it.
  func screenStrings(under top: ViewNode) -> [String] {
    var result: [String] = []
    func visit(_ node: ViewNode) {
      if case .native(let page as TabPage) = node.input, !page.isSelected { return }
      let own = ownStrings(node)
      result += own
      if case .native(let p as PrimitiveView) = node.input,
        ViewKinds.has(p.kind, .labelIsText)
      {
        return
      }
      node.children.forEach(visit)
    }
    visit(top)
    return result
  }

  /// `tree`: script views as headers, host elements with what they show, indented by depth.
  public func treeLines() -> [String] {
    var lines: [String] = []
    func visit(_ node: ViewNode, _ depth: Int) {
      if case .native(let page as TabPage) = node.input, !page.isSelected { return }
      let pad = String(repeating: "  ", count: depth)
      var next = depth
      if node.hasBody {
        lines.append("\(pad)\(node.typeName)")
        next += 1
      } else if let line = describe(node) {
        lines.append(pad + line)
        next += 1
      }
      if case .native(let p as PrimitiveView) = node.input,
        ViewKinds.has(p.kind, .labelIsText) || ViewKinds.has(p.kind, .listsOptions)
      {
        return
      }
      for child in node.children { visit(child, next) }
    }
    if let root { visit(root, 0) }
    return lines
  }

  /// The text a field shows: its string, or its number as its format style writes it (`$0.00`) or as
  /// `print` does.
  private func fieldText(_ p: PrimitiveView) -> String? {
    guard let value = try? p.binding?.get(interpreter) else { return nil }
    if case .string(let s) = value { return s }
    if let format = p.format,
      let text = try? FormatStyles.format(value, with: format, interpreter, interpreter.site)
    {
      return text
    }
    return try? Render.description(value)
  }

  /// A control with its value: `TextField "Name" ["Ed"]`, `Slider [0.5]`, `Picker "Flavor" [vanilla]`;
  /// a text field shows its placeholder as the title, and a secure field only how many characters it holds.
  private func controlLine(_ p: PrimitiveView) -> String? {
    guard let binding = p.binding, let value = try? binding.get(interpreter) else { return nil }
    let title = p.text.map { " " + Render.literal(.string($0)) } ?? ""
    switch p.kind {
    case "TextField", "TextEditor":
      if p.format != nil, let text = fieldText(p) {
        return "\(p.kind)\(title) [\(Render.literal(.string(text)))]"
      }
      return "\(p.kind)\(title) [\(Render.literal(value))]"
    case "SecureField":
      let count = (try? Render.description(value).count) ?? 0
      return "SecureField\(title) [\(count) characters]"
    case "Picker":
      let chosen = (try? pickerOptions(p))?.first { valuesEqual($0.tag, value) }?.text
      // No option carries the selection's tag: the picker shows no choice (and SwiftUI logs a warning).
      return "Picker\(title) [\(chosen ?? Render.description(value) + " (no matching tag)")]"
    case "Stepper", "Slider", "DatePicker", "ColorPicker":
      let label = p.text.map { " " + Render.literal(.string($0)) } ?? ""
      return "\(p.kind)\(label) [\(Render.description(value))]"
    default: return nil
    }
  }

  private func describe(_ node: ViewNode) -> String? {
    guard case .native(let view as ViewValue) = node.input else { return nil }
    let shown = ownStrings(node).map { Render.literal(.string($0)) }.joined(separator: " ")
    switch view {
    case let p as PrimitiveView:
      if let image = Self.image(p) { return image.line }
      if p.kind == "Toggle", let b = p.binding, let v = try? b.get(interpreter) {
        return (shown.isEmpty ? "Toggle" : "Toggle \(shown)") + " [\(Render.description(v))]"
      }
      if let line = controlLine(p) { return line }
      if p.kind == "Color", case .string(let name)? = p.label { return "Color.\(name)" }
      if shown.isEmpty, ViewKinds.has(p.kind, .labelIsText) {
        let images = node.children.flatMap(imageLines)
        if !images.isEmpty { return "\(p.kind) " + images.joined(separator: " ") }
      }
      return shown.isEmpty ? p.kind : "\(p.kind) \(shown)"
    case let c as ContainerView:
      if ViewKinds.has(c.kind, .transparent) || hidesHeader(node) { return nil }
      let line = shown.isEmpty ? c.kind : "\(c.kind) \(shown)"
      return rowsNote(node).map { "\(line) \($0)" } ?? line
    case let p as PresentedView:
      return shown.isEmpty ? p.kind : "\(p.kind) \(shown)"
    case let m as ModifiedView: return m.host.treeLine(shown: shown)
    default: return nil
    }
  }

  /// `set VIEW.prop = v`: assigns through the view's installed property, outside view updates.
  public func setProperty(of node: ViewNode, path: [String], to value: Value) throws {
    guard let first = path.first else { return }
    var target = node.installed
    if path.count == 1 {
      try Members.set(&target, first, value, MemberCache(), interpreter, interpreter.site)
    } else {
      var inner = try Members.get(target, first, MemberCache(), interpreter, interpreter.site)
      try setNested(&inner, Array(path.dropFirst()), value)
      try Members.set(&target, first, inner, MemberCache(), interpreter, interpreter.site)
    }
  }

  private func setNested(_ object: inout Value, _ path: [String], _ value: Value) throws {
    guard let first = path.first else { return }
    if path.count == 1 {
      try Members.set(&object, first, value, MemberCache(), interpreter, interpreter.site)
      return
    }
    var inner = try Members.get(object, first, MemberCache(), interpreter, interpreter.site)
    try setNested(&inner, Array(path.dropFirst()), value)
    try Members.set(&object, first, inner, MemberCache(), interpreter, interpreter.site)
  }
}
