import DynPropInterpreter
import DynPropSyntax

/// Foundation's geometry types scripts use with SwiftUI — `CGPoint`, `CGSize`, `CGRect`, `CGVector`,
/// `CGAffineTransform` — and `DateComponents` (which `Calendars` reads and returns), written in Swift
/// and compiled into a world when a script or the host first names one of them, so they are value types
/// with Swift's own semantics (copies, `==`, memberwise initializers, `didSet` on a mutated field, change
/// events). They print as Foundation's do on Linux (`CGPoint(x: 1.0, y: 2.0)`, module `Foundation`
/// inside other values). SwiftUI's own value and drawing types are in `SwiftUIValuesPrelude`.
public enum GraphicsPrelude {
  static let fileName = "<SwiftUI>"

  /// Defers the prelude (module `Foundation`) and SwiftUI's value types (`SwiftUIValuesPrelude`, module
  /// `SwiftUI`) in a fresh interpreter: each is compiled when a script or the host first names one of
  /// its types (`TypeTable`), so a world whose scripts name none of them does not parse or compile them.
  public static func load(into interpreter: Interpreter) {
    interpreter.deferLibrary(declaring: names) { compile(parsed, module: "Foundation", into: $0) }
    interpreter.deferLibrary(declaring: SwiftUIValuesPrelude.names) {
      compile(SwiftUIValuesPrelude.parsed, module: "SwiftUI", into: $0)
    }
  }

  private static func compile(_ file: ScriptFile, module: String, into interpreter: Interpreter) {
    do {
      let main = try Compiler(interpreter: interpreter).compileLibrary([file], module: module)
      _ = try interpreter.call(main, self: nil, arguments: [], at: main.location)
    } catch {
      preconditionFailure("the \(module) prelude does not compile: \(error)")
    }
  }

  static let names = TypeTable.declaredNames(inLibrary: source)

  /// Parsed once per process: worlds are made often (`reset`, time travel, every scenario of `test`).
  static let parsed = ScriptParser.parse(source: source, fileName: fileName)

  static let source = """
    public struct CGPoint: Hashable, Codable {
      public var x: CGFloat
      public var y: CGFloat
      public init() { x = 0; y = 0 }
      public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
      public static let zero = CGPoint()
      public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
      }
    }

    public struct CGSize: Hashable, Codable {
      public var width: CGFloat
      public var height: CGFloat
      public init() { width = 0; height = 0 }
      public init(width: CGFloat, height: CGFloat) { self.width = width; self.height = height }
      public static let zero = CGSize()
    }

    public struct CGVector: Hashable, Codable {
      public var dx: CGFloat
      public var dy: CGFloat
      public init() { dx = 0; dy = 0 }
      public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
      public static let zero = CGVector()
    }

    public struct CGRect: Hashable, Codable {
      public var origin: CGPoint
      public var size: CGSize
      public init() { origin = .zero; size = .zero }
      public init(origin: CGPoint, size: CGSize) { self.origin = origin; self.size = size }
      public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        origin = CGPoint(x: x, y: y)
        size = CGSize(width: width, height: height)
      }
      public var width: CGFloat { size.width }
      public var height: CGFloat { size.height }
      public var minX: CGFloat { min(origin.x, origin.x + size.width) }
      public var maxX: CGFloat { max(origin.x, origin.x + size.width) }
      public var midX: CGFloat { origin.x + size.width / 2 }
      public var minY: CGFloat { min(origin.y, origin.y + size.height) }
      public var maxY: CGFloat { max(origin.y, origin.y + size.height) }
      public var midY: CGFloat { origin.y + size.height / 2 }
      public var isEmpty: Bool { size.width == 0 || size.height == 0 }
      public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width - 2 * dx, height: size.height - 2 * dy)
      }
      public func contains(_ point: CGPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
      }
      public static let zero = CGRect()
      /// The smallest rectangle holding the transformed corners, as Core Graphics computes it.
      public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [
          CGPoint(x: origin.x, y: origin.y), CGPoint(x: origin.x + size.width, y: origin.y),
          CGPoint(x: origin.x, y: origin.y + size.height),
          CGPoint(x: origin.x + size.width, y: origin.y + size.height),
        ].map { $0.applying(t) }
        let xs = corners.map { $0.x }
        let ys = corners.map { $0.y }
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
      }
    }

    public struct CGAffineTransform: Hashable {
      public var a: CGFloat
      public var b: CGFloat
      public var c: CGFloat
      public var d: CGFloat
      public var tx: CGFloat
      public var ty: CGFloat
      public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
      }
      public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
      public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
      public init(rotationAngle angle: CGFloat) {
        self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
      }
      public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
      public var isIdentity: Bool { self == CGAffineTransform.identity }
      /// `t1.concatenating(t2)`: t1 then t2 (Core Graphics' row-vector matrices: t1 × t2).
      public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
          a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
          tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
      }
      public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
      }
      public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
      }
      public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
      }
    }

    /// What `Calendar` reads and returns (`Calendars.swift`); the fields apps use.
    public struct DateComponents: Hashable {
      public var year: Int?
      public var month: Int?
      public var day: Int?
      public var hour: Int?
      public var minute: Int?
      public var second: Int?
      public var nanosecond: Int?
      public var weekday: Int?
      public init(
        year: Int? = nil, month: Int? = nil, day: Int? = nil, hour: Int? = nil, minute: Int? = nil,
        second: Int? = nil, nanosecond: Int? = nil, weekday: Int? = nil
      ) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.nanosecond = nanosecond
        self.weekday = weekday
      }
    }
    """
}
