import DynPropDiagnostics
import DynPropInterpreter

/// A plain value a body read: a class field, a global, a `UserDefaults` key.
enum PlainRead: Hashable {
  case field(Instance, Int)
  case global(Int)
  case defaults(String)

  static func == (a: PlainRead, b: PlainRead) -> Bool {
    switch (a, b) {
    case (.field(let x, let i), .field(let y, let j)): return x === y && i == j
    case (.global(let i), .global(let j)): return i == j
    case (.defaults(let k), .defaults(let l)): return k == l
    default: return false
    }
  }

  func hash(into hasher: inout Hasher) {
    switch self {
    case .field(let instance, let index):
      hasher.combine(ObjectIdentifier(instance))
      hasher.combine(index)
    case .global(let slot): hasher.combine(slot)
    case .defaults(let key): hasher.combine(key)
    }
  }
}

/// `unobserved-write` (CONTRACT §6): after an action or callback returns, a value a mounted view's last
/// body read has changed, yet nothing invalidated that view.
extension ViewGraph {
  func plainRead(_ read: PlainRead, _ value: Value) {
    guard let node = currentBodyNode, node.plainReads[read] == nil else { return }
    node.plainReads[read] = value
    plainReaders[ObjectIdentifier(node)] = node
  }

  /// Called when an action, `set`, `eval`, a callback or a queued block has finished. Only views whose
  /// last body read plain values are looked at, so this costs nothing for views that use state.
  public func workFinished(origin: String) {
    plainReaders = plainReaders.filter { $0.value.isMounted && !$0.value.plainReads.isEmpty }
    for node in plainReaders.values.sorted(by: ViewNode.precedes) where !node.isDirty {
      for (read, seen) in node.plainReads {
        let now = currentValue(read)
        guard !interpreter.structurallyEqual(now, seen) else { continue }
        node.plainReads[read] = now
        reportUnobserved(node, read, seen, now, origin)
      }
    }
  }

  private func currentValue(_ read: PlainRead) -> Value {
    switch read {
    case .field(let instance, let index): return instance.fields[index]
    case .global(let slot): return interpreter.globals[slot]
    case .defaults(let key): return world.defaults.values[key] ?? .none
    }
  }

  private func reportUnobserved(
    _ node: ViewNode, _ read: PlainRead, _ old: Value, _ new: Value, _ origin: String
  ) {
    let (what, why, fix): (String, String, String)
    switch read {
    case .field(let instance, let index):
      let name = instance.type.fields[index].propertyName
      what = "\(instance.type.name)#\(instance.serial).\(name)"
      let observable = instance.type.conforms(to: "ObservableObject")
      why =
        observable
        ? "'\(name)' is not @Published, so changing it sends no objectWillChange"
        : "\(instance.type.name) is a plain class: SwiftUI cannot see changes to its properties"
      fix =
        observable
        ? "mark '\(name)' @Published (or call objectWillChange.send() before changing it)"
        : "make \(instance.type.name) an ObservableObject with @Published properties held by @StateObject/@ObservedObject, or mark it @Observable"
    case .global(let slot):
      what = "the global '\(interpreter.globalNames[slot])'"
      why = "SwiftUI does not observe global variables"
      fix = "keep the value in @State or in an observable model"
    case .defaults(let key):
      what = "UserDefaults key \(Render.literal(.string(key)))"
      why = "reading UserDefaults directly does not subscribe the view to the key"
      fix = "read it through @AppStorage(\(Render.literal(.string(key)))) in the view"
    }
    guard reportedOnce.insert("unobserved-write:\(node.path):\(what)").inserted else { return }
    pitfall(
      "unobserved-write",
      message:
        "\(origin) changed \(what) from \(Render.literal(old)) to \(Render.literal(new)), which \(node.typeName).body read, but \(node.typeName) was not invalidated: \(why), so the screen keeps showing the old value. Fix: \(fix).",
      view: node,
      chain: [
        "\(origin) wrote \(what)", "\(node.typeName).body had read \(Render.literal(old))",
        "no invalidation reached \(node.typeName)",
      ])
  }
}
