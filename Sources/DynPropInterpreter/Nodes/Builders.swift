import DynPropDiagnostics

/// A `@ViewBuilder` block: each expression statement contributes a child; declarations just run.
/// The host decides what the children become (SwiftUI's `buildBlock`).
public final class ViewBuilderNode: Node {
  struct Item {
    var node: Node
    var isStatement: Bool
  }
  let items: [Item]

  init(items: [Item], _ location: SourceLocation) {
    self.items = items
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    var children: [Value] = []
    for item in items {
      if item.isStatement {
        let flow = try item.node.exec(frame, rt)
        if flow == .returned { return rt.returnValue }
        continue
      }
      let value = try item.node.eval(frame, rt)
      if case .void = value { continue }
      children.append(value)
    }
    return rt.buildBlock(children, location)
  }

  public override func exec(_ frame: Frame, _ rt: Interpreter) throws -> Flow {
    rt.returnValue = try eval(frame, rt)
    return .returned
  }
}

/// `if`/`else` inside a builder: `_ConditionalContent` with a branch index (structural identity).
public final class BuilderIfNode: Node {
  let conditions: [ConditionNode]
  let then: Node
  let otherwise: Node?

  init(conditions: [ConditionNode], then: Node, otherwise: Node?, _ location: SourceLocation) {
    self.conditions = conditions
    self.then = then
    self.otherwise = otherwise
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    if try ConditionNode.all(conditions, frame, rt) {
      return rt.buildBranch(try then.eval(frame, rt), branch: 0, of: 2, location)
    }
    guard let otherwise else { return rt.buildBranch(nil, branch: nil, of: 2, location) }
    return rt.buildBranch(try otherwise.eval(frame, rt), branch: 1, of: 2, location)
  }
}

/// `switch` inside a builder: the matching case's index is the branch.
public final class BuilderSwitchNode: Node {
  let switchNode: SwitchNode
  let bodies: [Node]

  init(switchNode: SwitchNode, bodies: [Node], _ location: SourceLocation) {
    self.switchNode = switchNode
    self.bodies = bodies
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    let value = try switchNode.subject.eval(frame, rt)
    guard let index = try switchNode.matchingCase(value, frame, rt) else {
      return rt.buildBranch(nil, branch: nil, of: bodies.count, location)
    }
    return rt.buildBranch(try bodies[index].eval(frame, rt), branch: index, of: bodies.count, location)
  }
}

/// `for` inside a builder.
public final class BuilderForNode: Node {
  let pattern: CompiledPattern
  let sequence: Node
  let body: Node

  init(pattern: CompiledPattern, sequence: Node, body: Node, _ location: SourceLocation) {
    self.pattern = pattern
    self.sequence = sequence
    self.body = body
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    var children: [Value] = []
    for element in try Sequences.elements(of: try sequence.eval(frame, rt), rt, location) {
      guard try pattern.match(element, frame, rt) else { continue }
      children.append(try body.eval(frame, rt))
    }
    return rt.buildArray(children, location)
  }
}

extension Interpreter {
  func buildBlock(_ children: [Value], _ location: SourceLocation) -> Value {
    if let bridge { return bridge.buildBlock(children, at: location) }
    return children.count == 1 ? children[0] : .tuple(TupleValue(children))
  }

  func buildBranch(_ content: Value?, branch: Int?, of count: Int, _ location: SourceLocation) -> Value {
    if let bridge { return bridge.buildBranch(content, branch: branch, of: count, at: location) }
    return content ?? .none
  }

  func buildArray(_ children: [Value], _ location: SourceLocation) -> Value {
    if let bridge { return bridge.buildArray(children, at: location) }
    return .array(children)
  }
}
