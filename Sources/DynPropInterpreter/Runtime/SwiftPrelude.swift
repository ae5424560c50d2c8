import DynPropDiagnostics
import DynPropSyntax

/// Standard library types the interpreter writes in Swift: `Result` (The Swift Programming Language,
/// "Error Handling"; completion handlers in app code take `(Result<Data, Error>) -> Void`), compiled into
/// every interpreter before its first script, in module `Swift`; a script's own `Result` shadows it. The
/// extras (`extrasSource`) are compiled only for scripts that mention them.
public enum SwiftPrelude {
  static let fileName = "<Swift>"

  /// Parsed once per process: interpreters are made often (`reset`, time travel, every scenario).
  static let parsed = ScriptParser.parse(source: source, fileName: fileName)

  /// Defers `Result` (module `Swift`) and `ComparisonResult` (module `FoundationEssentials`) in a new
  /// interpreter: each is parsed and compiled when a script or a builtin first names it (`TypeTable`).
  static func deferLoading(into rt: Interpreter) {
    rt.deferLibrary(declaring: names) { compile(parsed, module: "Swift", into: $0) }
    rt.deferLibrary(declaring: foundationNames) {
      compile(foundationParsed, module: "FoundationEssentials", into: $0)
    }
  }

  private static func compile(_ file: ScriptFile, module: String, into rt: Interpreter) {
    do {
      _ = try Compiler(interpreter: rt).compileLibrary([file], module: module)
    } catch {
      preconditionFailure("the \(module) prelude does not compile: \(error)")
    }
  }

  static let names = TypeTable.declaredNames(inLibrary: source)
  static let foundationNames = TypeTable.declaredNames(inLibrary: foundationSource)

  static func loadExtras(into rt: Interpreter) {
    do {
      _ = try Compiler(interpreter: rt).compileLibrary([extrasParsed], module: "Swift")
    } catch {
      preconditionFailure("the Swift prelude's extras do not compile: \(error)")
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

  /// Parsed once per process; compiled into an interpreter when a script mentions one of its names
  /// (`ScriptFile.mentionsPreludeExtras`), so other loads do not pay for them.
  static let extrasParsed = ScriptParser.parse(source: extrasSource, fileName: fileName)

  /// `TaskLocal`, `Optional.take()`, `shuffled(using:)` with the standard library's draws (so a seeded
  /// generator of the script's gives Swift's order), `CollectionOfOne`, `StaticString`, the C type
  /// names, `FixedWidthInteger._convert(from:)`, the builtin collections' `makeIterator()`,
  /// `String.write(to:)` and `OptionSet`'s set operations.
  static let extrasSource = """
    public enum MemoryLayout<T> {
      public static var size: Int { _memoryLayout(T.self, 0) }
      public static var stride: Int { _memoryLayout(T.self, 1) }
      public static var alignment: Int { _memoryLayout(T.self, 2) }
      public static func size(ofValue value: T) -> Int { _memoryLayout(T.self, 0) }
      public static func stride(ofValue value: T) -> Int { _memoryLayout(T.self, 1) }
      public static func alignment(ofValue value: T) -> Int { _memoryLayout(T.self, 2) }
    }
    public struct ObjectIdentifier: Hashable, Comparable, CustomDebugStringConvertible {
      private let value: Int
      public init(_ x: AnyObject) { value = _objectIdentity(x) }
      public init(_ x: Any.Type) { value = _objectIdentity(x) }
      public static func < (lhs: ObjectIdentifier, rhs: ObjectIdentifier) -> Bool { lhs.value < rhs.value }
      public var debugDescription: String {
        let digits = String(value, radix: 16)
        return "ObjectIdentifier(0x" + String(repeating: "0", count: max(0, 16 - digits.count)) + digits + ")"
      }
    }
    @propertyWrapper
    public final class TaskLocal<Value> {
      private let defaultValue: Value
      public init(wrappedValue: Value) { defaultValue = wrappedValue }
      public var wrappedValue: Value { _taskLocalValue(self, defaultValue) }
      public var projectedValue: TaskLocal<Value> { self }
      public func get() -> Value { wrappedValue }
      public func withValue<R>(_ valueDuringOperation: Value, operation: () throws -> R) rethrows -> R {
        _taskLocalPush(self, valueDuringOperation)
        defer { _taskLocalPop() }
        return try operation()
      }
    }

    extension Int {
      /// One entry for `Range` and `ClosedRange`: a builtin type's static methods are chosen by labels.
      public static func random<R, G>(in range: R, using generator: inout G) -> Int {
        if let closed = range as? ClosedRange<Int> {
          var delta = UInt64(truncatingIfNeeded: closed.upperBound &- closed.lowerBound)
          if delta == UInt64.max { return Int(truncatingIfNeeded: generator.next()) }
          delta += 1
          let drawn = _randomBelow(delta, using: &generator)
          return Int(truncatingIfNeeded: UInt64(truncatingIfNeeded: closed.lowerBound) &+ drawn)
        }
        let range = range as! Range<Int>
        precondition(!range.isEmpty, "Can't get random value with an empty range")
        let delta = UInt64(truncatingIfNeeded: range.upperBound &- range.lowerBound)
        let drawn = _randomBelow(delta, using: &generator)
        return Int(truncatingIfNeeded: UInt64(truncatingIfNeeded: range.lowerBound) &+ drawn)
      }
    }

    extension Array {
      public mutating func shuffle<G>(using generator: inout G) {
        guard count > 1 else { return }
        var amount = count
        var current = 0
        while amount > 1 {
          let random = Int.random(in: 0..<amount, using: &generator)
          amount -= 1
          swapAt(current, current + random)
          current += 1
        }
      }

      public func shuffled<G>(using generator: inout G) -> [Element] {
        var result = self
        result.shuffle(using: &generator)
        return result
      }
    }

    /// The standard library's `next(upperBound:)`: Lemire's multiply-and-reject over 64-bit draws.
    func _randomBelow<G>(_ upperBound: UInt64, using generator: inout G) -> UInt64 {
      var product = _multipliedFullWidth(generator.next(), upperBound)
      if product.low < upperBound {
        let threshold = (0 &- upperBound) % upperBound
        while product.low < threshold {
          product = _multipliedFullWidth(generator.next(), upperBound)
        }
      }
      return product.high
    }

    func _multipliedFullWidth(_ a: UInt64, _ b: UInt64) -> (high: UInt64, low: UInt64) {
      let mask: UInt64 = 0xFFFF_FFFF
      let (a0, a1, b0, b1) = (a & mask, a >> 32, b & mask, b >> 32)
      let (p00, p01, p10, p11) = (a0 * b0, a0 * b1, a1 * b0, a1 * b1)
      let middle = (p00 >> 32) + (p01 & mask) + (p10 & mask)
      return (p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32), (middle << 32) | (p00 & mask))
    }

    public struct CollectionOfOne<Element>: RandomAccessCollection, MutableCollection {
      public var _element: Element
      public init(_ element: Element) { _element = element }
      public var startIndex: Int { 0 }
      public var endIndex: Int { 1 }
      public func index(after i: Int) -> Int { i + 1 }
      public func index(before i: Int) -> Int { i - 1 }
      public var count: Int { 1 }
      public subscript(position: Int) -> Element {
        get {
          precondition(position == 0, "Index out of range")
          return _element
        }
        set {
          precondition(position == 0, "Index out of range")
          _element = newValue
        }
      }
    }

    extension CollectionOfOne: CustomDebugStringConvertible {
      public var debugDescription: String { "CollectionOfOne(\\(String(reflecting: _element)))" }
    }

    /// A string known when the program is compiled; here it holds the literal's text.
    public struct StaticString: ExpressibleByStringLiteral, CustomStringConvertible,
      CustomDebugStringConvertible
    {
      private let _text: String
      public init() { _text = "" }
      public init(stringLiteral value: String) { _text = value }
      public init(unicodeScalarLiteral value: String) { _text = value }
      public init(extendedGraphemeClusterLiteral value: String) { _text = value }
      public var description: String { _text }
      public var debugDescription: String { _text.debugDescription }
      public var utf8CodeUnitCount: Int { _text.utf8.count }
      public var hasPointerRepresentation: Bool { true }
      public var isASCII: Bool { _text.utf8.allSatisfy { $0 < 128 } }
    }

    /// The C types as Swift names them on Linux x86_64.
    public typealias CChar = Int8
    public typealias CSignedChar = Int8
    public typealias CUnsignedChar = UInt8
    public typealias CShort = Int16
    public typealias CUnsignedShort = UInt16
    public typealias CInt = Int32
    public typealias CUnsignedInt = UInt32
    public typealias CLong = Int
    public typealias CUnsignedLong = UInt
    public typealias CLongLong = Int64
    public typealias CUnsignedLongLong = UInt64
    public typealias CWideChar = Unicode.Scalar
    public typealias CChar16 = UInt16
    public typealias CChar32 = Unicode.Scalar
    public typealias CFloat = Float
    public typealias CDouble = Double
    public typealias CBool = Bool

    extension FixedWidthInteger {
      /// The standard library's conversion of a floating-point value: nil when it does not fit (or is
      /// not finite), and whether no fraction was dropped.
      public static func _convert<Source: BinaryFloatingPoint>(from source: Source) -> (value: Self?, exact: Bool) {
        let value = Double(source)
        guard value.isFinite else { return (nil, false) }
        let truncated = value.rounded(.towardZero)
        guard let result = Self(exactly: truncated) else { return (nil, false) }
        return (result, truncated == value)
      }
    }

    /// `makeIterator()` of the builtin collections: an iterator over a copy of the elements, which
    /// `for`-`in` does not use (it iterates the builtin value itself).
    public struct IndexingIterator<Elements: Sequence>: IteratorProtocol {
      private let _elements: Elements
      private let _items: [Elements.Element]
      private var _position = 0
      public init(_elements: Elements) {
        self._elements = _elements
        _items = Array(_elements)
      }
      public mutating func next() -> Elements.Element? {
        guard _position < _items.count else { return nil }
        _position += 1
        return _items[_position - 1]
      }
    }

    extension Array {
      public func makeIterator() -> IndexingIterator { IndexingIterator(_elements: self) }
    }

    extension ClosedRange {
      public func makeIterator() -> IndexingIterator { IndexingIterator(_elements: self) }
    }

    extension Range {
      public func makeIterator() -> IndexingIterator { IndexingIterator(_elements: self) }
    }

    extension String {
      public struct Iterator: IteratorProtocol {
        private let _items: [Character]
        private var _position = 0
        init(_items: [Character]) { self._items = _items }
        public mutating func next() -> Character? {
          guard _position < _items.count else { return nil }
          _position += 1
          return _items[_position - 1]
        }
      }
      public func makeIterator() -> Iterator { Iterator(_items: Array(self)) }
    }

    extension String {
      /// `TextOutputStreamable`: the text written into any stream.
      public func write<Target: TextOutputStream>(to target: inout Target) { target.write(self) }
      /// `TextOutputStream` (the builtin method too, for scripts that do not load these extras).
      public mutating func write(_ string: String) { self += string }
    }

    /// `SetAlgebra` for an `OptionSet` over its integer `rawValue`, as the standard library gives it.
    extension OptionSet {
      public init() { self.init(rawValue: 0) }
      public init(arrayLiteral elements: Self...) {
        self.init(rawValue: 0)
        for element in elements { formUnion(element) }
      }
      public var isEmpty: Bool { rawValue == 0 }
      public func union(_ other: Self) -> Self { Self(rawValue: rawValue | other.rawValue) }
      public func intersection(_ other: Self) -> Self { Self(rawValue: rawValue & other.rawValue) }
      public func symmetricDifference(_ other: Self) -> Self { Self(rawValue: rawValue ^ other.rawValue) }
      public func subtracting(_ other: Self) -> Self { Self(rawValue: rawValue & ~other.rawValue) }
      public func contains(_ member: Self) -> Bool { rawValue & member.rawValue == member.rawValue }
      public func isSubset(of other: Self) -> Bool { rawValue & other.rawValue == rawValue }
      public func isSuperset(of other: Self) -> Bool { other.isSubset(of: self) }
      public func isDisjoint(with other: Self) -> Bool { rawValue & other.rawValue == 0 }
      public func isStrictSubset(of other: Self) -> Bool { isSubset(of: other) && rawValue != other.rawValue }
      public func isStrictSuperset(of other: Self) -> Bool { isSuperset(of: other) && rawValue != other.rawValue }
      public mutating func formUnion(_ other: Self) { self = union(other) }
      public mutating func formIntersection(_ other: Self) { self = intersection(other) }
      public mutating func formSymmetricDifference(_ other: Self) { self = symmetricDifference(other) }
      public mutating func subtract(_ other: Self) { self = subtracting(other) }
      @discardableResult
      public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        let oldMember = intersection(newMember)
        let shouldInsert = oldMember.rawValue != newMember.rawValue
        if shouldInsert { formUnion(newMember) }
        return (shouldInsert, shouldInsert ? newMember : oldMember)
      }
      @discardableResult
      public mutating func remove(_ member: Self) -> Self? {
        let removed = intersection(member)
        guard !removed.isEmpty else { return nil }
        subtract(member)
        return removed
      }
      @discardableResult
      public mutating func update(with newMember: Self) -> Self? {
        let old = intersection(newMember)
        formUnion(newMember)
        return old.isEmpty ? nil : old
      }
    }

    extension Optional {
      public mutating func take() -> Wrapped? {
        let taken = self
        self = nil
        return taken
      }
    }
    """
}
