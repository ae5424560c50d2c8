import DynPropDiagnostics
import DynPropInterpreter

/// What an `@Environment` property reads: a key path into `EnvironmentValues`, or an `@Observable` type.
public enum EnvironmentKeyRef: Equatable {
  case keyPath(String)
  case objectType(String)
}

/// `@Environment(\.key)`: installed, it holds the value the view's environment gave at its last update;
/// uninstalled (e.g. read in `init`), it warns and gives the key's default (§5, §12.4).
public final class EnvironmentWrapper: NativeObject {
  public let key: EnvironmentKeyRef
  public let installed: Value?
  unowned let graph: ViewGraph
  /// Installed, but the environment has no object of the requested type: reading it crashes, at the
  /// read, as SwiftUI does.
  let isMissingObject: Bool
  /// The `@Environment(...)` declaration, where an unknown key is reported (issue 20.9).
  let declaredAt: SourceLocation?

  init(
    key: EnvironmentKeyRef, installed: Value?, graph: ViewGraph, isMissingObject: Bool = false,
    declaredAt: SourceLocation? = nil
  ) {
    self.key = key
    self.installed = installed
    self.graph = graph
    self.isMissingObject = isMissingObject
    self.declaredAt = declaredAt
  }

  public override var typeName: String { "Environment" }

  public override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    guard name == "wrappedValue" else { return nil }
    if let installed {
      return installed
    }
    if isMissingObject, case .objectType(let typeName) = key {
      throw interpreter.crash(Self.missingObjectMessage(typeName), at: graph.currentLocation(interpreter))
    }
    graph.warn(.environmentOutsideView, view: nil, at: graph.currentLocation(interpreter))
    return try graph.environmentDefault(key, interpreter)
  }

  /// §12.5: by key path.
  public override func isEqual(to other: NativeObject) -> Bool {
    (other as? EnvironmentWrapper)?.key == key
  }
}

extension EnvironmentWrapper {
  static func missingObjectMessage(_ typeName: String) -> String {
    "Fatal error: No Observable object of type \(typeName) found. A View.environmentObject(_:) for \(typeName) may be missing as an ancestor of this view."
  }
}
