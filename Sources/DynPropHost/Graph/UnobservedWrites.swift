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
    let value: UnobservedValue
    switch read {
    case .field(let instance, let index):
      value = .field(
        type: instance.type.name, serial: instance.serial, name: instance.type.fields[index].propertyName,
        observable: instance.type.conforms(to: "ObservableObject"))
    case .global(let slot): value = .global(name: interpreter.globalNames[slot])
    case .defaults(let key): value = .defaults(keyLiteral: Render.literal(.string(key)))
    }
    let what = value.what
    guard reportedOnce.insert("unobserved-write:\(node.path):\(what)").inserted else { return }
    pitfall(
      .unobservedWrite(
        view: node.typeName, value: value, old: Render.literal(old), new: Render.literal(new), origin: origin),
      view: node,
      chain: [
        "\(origin) wrote \(what)", "\(node.typeName).body had read \(Render.literal(old))",
        "no invalidation reached \(node.typeName)",
      ])
  }
}
