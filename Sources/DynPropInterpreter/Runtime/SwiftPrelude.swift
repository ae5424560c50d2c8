import DynPropDiagnostics
import DynPropSyntax

/// Standard library types the interpreter writes in Swift: `Result` (The Swift Programming Language,
/// "Error Handling"; completion handlers in app code take `(Result<Data, Error>) -> Void`). Compiled into
/// every interpreter before its first script, in module `Swift`; a script's own `Result` shadows it.
public enum SwiftPrelude {
  static let fileName = "<Swift>"

  /// Parsed once per process: interpreters are made often (`reset`, time travel, every scenario).
  static let parsed = ScriptParser.parse(source: source, fileName: fileName)

  static func load(into rt: Interpreter) {
    do {
      _ = try Compiler(interpreter: rt).compileLibrary([parsed], module: "Swift")
      _ = try Compiler(interpreter: rt).compileLibrary([foundationParsed], module: "FoundationEssentials")
    } catch {
      preconditionFailure("the Swift prelude does not compile: \(error)")
    }
  }

  static let foundationParsed = ScriptParser.parse(source: foundationSource, fileName: "<Foundation>")

  /// Foundation's `ComparisonResult`, which the string comparisons return (`Builtins.stringComparison`), in
  /// the module swift-corelibs-foundation declares it in (`String(reflecting:)` names it).
  static let foundationSource = """
    public enum ComparisonResult: Int {
      case orderedAscending = -1
      case orderedSame = 0
      case orderedDescending = 1
    }
    """

  static let source = """
    public enum Result<Success, Failure: Error> {
      case success(Success)
      case failure(Failure)

      public init(catching body: () throws -> Success) {
        do {
          self = .success(try body())
        } catch {
          self = .failure(error)
        }
      }

      public func get() throws -> Success {
        switch self {
        case .success(let value): return value
        case .failure(let error): throw error
        }
      }

      public func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> Result<NewSuccess, Failure> {
        switch self {
        case .success(let value): return .success(transform(value))
        case .failure(let error): return .failure(error)
        }
      }

      public func mapError<NewFailure: Error>(_ transform: (Failure) -> NewFailure) -> Result<Success, NewFailure> {
        switch self {
        case .success(let value): return .success(value)
        case .failure(let error): return .failure(transform(error))
        }
      }

      public func flatMap<NewSuccess>(_ transform: (Success) -> Result<NewSuccess, Failure>) -> Result<NewSuccess, Failure> {
        switch self {
        case .success(let value): return transform(value)
        case .failure(let error): return .failure(error)
        }
      }

      public func flatMapError<NewFailure: Error>(_ transform: (Failure) -> Result<Success, NewFailure>) -> Result<Success, NewFailure> {
        switch self {
        case .success(let value): return .success(value)
        case .failure(let error): return transform(error)
        }
      }
    }
    extension Result: Equatable where Success: Equatable, Failure: Equatable {}
    extension Result: Hashable where Success: Hashable, Failure: Hashable {}
    """
}
