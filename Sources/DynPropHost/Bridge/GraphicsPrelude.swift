import DynPropInterpreter
import DynPropSyntax
import Foundation

/// The geometry and drawing types scripts use with SwiftUI — `CGPoint`, `CGSize`, `CGRect`, `CGVector`,
/// `CGAffineTransform`, `Angle`, `Path`, `ProjectionTransform` and the `Shape`, `InsettableShape`,
/// `Animatable` and `GeometryEffect` protocols, and Foundation's `DateComponents` (which `Calendars`
/// reads and returns) — written in Swift and compiled into every world before
/// the scripts, so they are value types with Swift's own semantics (copies, `==`, memberwise
/// initializers, `didSet` on a mutated field, change events). They print as Foundation's do on Linux
/// (`CGPoint(x: 1.0, y: 2.0)`, module `Foundation` inside other values).
///
/// The simulation draws nothing: a `Path` records no points and a script `Shape` is a leaf view whose
/// `path(in:)` is never called.
public enum GraphicsPrelude {
  static let fileName = "<SwiftUI>"

  /// Compiles the prelude into a fresh interpreter (its types belong to module `Foundation`), then
  /// SwiftUI's value types (`SwiftUIValuesPrelude`, module `SwiftUI`).
  public static func load(into interpreter: Interpreter) {
    let compiler = Compiler(interpreter: interpreter)
    do {
      let main = try compiler.compileLibrary([parsed], module: "Foundation")
      _ = try interpreter.call(main, self: nil, arguments: [], at: main.location)
      let values = try Compiler(interpreter: interpreter).compileLibrary(
        [SwiftUIValuesPrelude.parsed], module: "SwiftUI")
      _ = try interpreter.call(values, self: nil, arguments: [], at: values.location)
    } catch {
      preconditionFailure("the graphics prelude does not compile: \(error)")
    }
  }

  /// Parses every prelude a world compiles (the Swift ones, this one, SwiftUI's values) on a thread of
  /// its own, so that the process's start (argument parsing, the line editor) runs beside it on the
  /// other core; whoever needs one first waits for it (a `static let` is initialized once).
  public static func parseAheadInBackground() {
    let thread = Thread {
      SwiftPrelude.parseAhead()
      _ = parsed
      _ = SwiftUIValuesPrelude.parsed
    }
    thread.start()
  }

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

    public struct Angle: Hashable, Comparable {
      public var radians: Double
      public var degrees: Double {
        get { radians * 180 / Double.pi }
        set { radians = newValue * Double.pi / 180 }
      }
      public init() { radians = 0 }
      public init(radians: Double) { self.radians = radians }
      public init(degrees: Double) { radians = degrees * Double.pi / 180 }
      public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
      public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
      public static let zero = Angle()
      public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    }

    public struct ProjectionTransform: Hashable {
      public var transform: CGAffineTransform
      public init() { transform = .identity }
      public init(_ transform: CGAffineTransform) { self.transform = transform }
    }

    public protocol Animatable {}

    public struct AnimatablePair<First, Second> {
      public var first: First
      public var second: Second
      public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    }

    public protocol Shape: View, Animatable {
      func path(in rect: CGRect) -> Path
    }

    public protocol InsettableShape: Shape {}

    public protocol GeometryEffect: ViewModifier, Animatable {
      func effectValue(size: CGSize) -> ProjectionTransform
    }

    public enum AsyncImagePhase {
      case empty
      case success(Image)
      case failure(Error)
      public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
      }
      public var error: Error? {
        if case .failure(let error) = self { return error }
        return nil
      }
    }

    public struct Path: Shape {
      public init() {}
      public init(_ build: (inout Path) -> Void) { build(&self) }
      public init(_ rect: CGRect) {}
      public init(ellipseIn rect: CGRect) {}
      public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {}
      public mutating func move(to point: CGPoint) {}
      public mutating func addLine(to point: CGPoint) {}
      public mutating func addLines(_ points: [CGPoint]) {}
      public mutating func addRect(_ rect: CGRect) {}
      public mutating func addEllipse(in rect: CGRect) {}
      public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {}
      public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
      ) {}
      public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {}
      public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {}
      public mutating func closeSubpath() {}
      public func path(in rect: CGRect) -> Path { self }
    }
    """
}
