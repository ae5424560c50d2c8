import DynPropDiagnostics
import DynPropSyntax

extension Compiler {
  /// `for await x in sequence` (and `for try await`): Swift's AsyncSequence protocol spelled out, as the
  /// compiler lowers it: `var it = sequence.makeAsyncIterator()`, then `while let x = await it.next()`.
  /// The iterator lives in a hidden slot; each `next()` may suspend the running task.
  func compileForAwait(
    _ stmt: Stmt, _ label: String?, _ pattern: Pattern, _ sequence: Expr, _ whereClause: Expr?,
    _ body: [Stmt], _ loc: SourceLocation
  ) -> Node {
    if !scope.allowsAwait { error("'async' call in a function that does not support concurrency", at: loc) }
    let makeIterator = MethodCallNode(base: compileExpr(sequence), name: "makeAsyncIterator", args: [], loc)
    let iterator = LocalPlace(depth: 0, slot: scope.declare("$iterator@\(loc)"), loc)
    let next = MethodCallNode(base: iterator, name: "next", args: [], loc)
    var frameSize: Int?
    let (compiled, condition, bodyNode) = inIterationScope(stmt.loopHasClosures, &frameSize) {
      (
        compilePattern(pattern, bindsByDefault: true, type: nil), whereClause.map { compileExpr($0) },
        compileBlock(body, loc)
      )
    }
    let loop = ForInNode(
      label: label, pattern: compiled, sequence: EmptyNode(), whereClause: condition, body: bodyNode,
      iterationFrameSize: frameSize, loc)
    return ForAwaitNode(makeIterator: makeIterator, iteratorSlot: iterator.slot, next: next, loop: loop, loc)
  }
}

/// Runs a `for await` loop: the iterator is made once, then `next()` gives elements until it gives nil.
final class ForAwaitNode: Node {
  let makeIterator: Node
  let iteratorSlot: Int
  let next: Node
  /// The loop's pattern, `where` clause, body and label, run per element as a `for in` runs them.
  let loop: ForInNode

  init(makeIterator: Node, iteratorSlot: Int, next: Node, loop: ForInNode, _ location: SourceLocation) {
    self.makeIterator = makeIterator
    self.iteratorSlot = iteratorSlot
    self.next = next
    self.loop = loop
    super.init(location)
  }

  override func exec(_ frame: Frame, _ rt: Interpreter) throws -> Flow {
    frame[iteratorSlot] = try makeIterator.eval(frame, rt)
    while let element = try next.eval(frame, rt).unwrapped {
      if let exit = try loop.run(element, frame, rt) { return exit }
    }
    return .normal
  }
}
