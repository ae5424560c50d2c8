import DynPropInterpreter

/// `props VIEW`: each dynamic property of a view with its kind and current value.
extension ViewGraph {
  public func describeProperties(_ node: ViewNode) -> [String] {
    var lines = ["\(node.typeName)  (\(node.path))"]
    guard case .structValue(let view) = node.installed else { return lines }
    for (index, field) in view.type.fields.enumerated() {
      let box = node.boxes.first { $0.field == index }
      lines.append("  \(field.name): \(kind(of: box, field)) = \(currentValue(view.fields[index], box))")
    }
    return lines
  }

  public func propertyNames(_ node: ViewNode) -> [String] {
    guard let type = node.scriptType else { return [] }
    return type.fields.map(\.propertyName)
  }

  private func kind(of box: PropertyBox?, _ field: FieldInfo) -> String {
    if let wrapper = field.wrappers.first { return "@\(wrapper.name)" }
    switch box {
    case is CustomPropertyBox: return "DynamicProperty"
    case is ClassPropertyBox: return "DynamicProperty (class)"
    default: return field.isLet ? "let" : "var"
    }
  }

  private func currentValue(_ stored: Value, _ box: PropertyBox?) -> String {
    switch stored {
    case .native(let state as StateWrapper): return Render.literal(state.location?.value ?? state.initial)
    case .native(let binding as BindingValue):
      return (try? binding.get(interpreter)).map(Render.literal) ?? "(unreadable)"
    case .native(let object as StateObjectWrapper):
      return object.object.map(Render.literal) ?? "(not created)"
    case .native(let object as ObservedObjectWrapper): return Render.literal(object.object)
    case .native(let env as EnvironmentWrapper): return env.installed.map(Render.literal) ?? "(default)"
    case .native(let env as EnvironmentObjectWrapper): return env.object.map(Render.literal) ?? "(missing)"
    default: return Render.literal(stored)
    }
  }
}
