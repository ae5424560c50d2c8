import DynPropInterpreter
import DynPropSyntax

/// SwiftUI's plain value types that scripts build and hand to views: `GridItem` (the columns of a
/// `LazyVGrid`, the rows of a `LazyHGrid`), `EdgeInsets` (`padding(_:)`, `listRowInsets(_:)`),
/// `UnitPoint` (gradient ends, anchors), `FillStyle` (`fill(_:style:)`), `Angle`, `AsyncImagePhase`,
/// and the drawing types `Path`, `ProjectionTransform`, `AnimatablePair` with the `Shape`,
/// `InsettableShape`, `Animatable` and `GeometryEffect` protocols. Written in Swift with SwiftUI's
/// declarations and compiled into a world when one of them is first named (module `SwiftUI`, so
/// `String(reflecting: Angle.self)` is `SwiftUI.Angle`), so they are values with Swift's semantics:
/// defaults, `==`, copies, printing.
///
/// The simulation lays nothing out and draws nothing: a grid's items are kept, every grid element is one
/// row (Documentation/semantics.md, "Lazy containers"), a `Path` records no points and a script `Shape`
/// is a leaf view whose `path(in:)` is never called.
enum SwiftUIValuesPrelude {
  static let parsed = ScriptParser.parse(source: source, fileName: GraphicsPrelude.fileName)

  static let names = TypeTable.declaredNames(inLibrary: source)

  static let source = """
    public struct GridItem {
      public enum Size {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
      }
      public var size: GridItem.Size
      public var spacing: CGFloat?
      public var alignment: Alignment?
      public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
      }
    }

    public struct EdgeInsets: Equatable {
      public var top: CGFloat
      public var leading: CGFloat
      public var bottom: CGFloat
      public var trailing: CGFloat
      public init() { top = 0; leading = 0; bottom = 0; trailing = 0 }
      public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
      }
    }

    public struct UnitPoint: Hashable {
      public var x: CGFloat
      public var y: CGFloat
      public init() { x = 0; y = 0 }
      public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
      public static let zero = UnitPoint(x: 0, y: 0)
      public static let center = UnitPoint(x: 0.5, y: 0.5)
      public static let leading = UnitPoint(x: 0, y: 0.5)
      public static let trailing = UnitPoint(x: 1, y: 0.5)
      public static let top = UnitPoint(x: 0.5, y: 0)
      public static let bottom = UnitPoint(x: 0.5, y: 1)
      public static let topLeading = UnitPoint(x: 0, y: 0)
      public static let topTrailing = UnitPoint(x: 1, y: 0)
      public static let bottomLeading = UnitPoint(x: 0, y: 1)
      public static let bottomTrailing = UnitPoint(x: 1, y: 1)
    }

    /// `@State var mode = EditMode.inactive` with `.environment(\\.editMode, $mode)`.
    public enum EditMode: Hashable {
      case inactive, transient, active
      public var isEditing: Bool { self != .inactive }
    }

    public struct FillStyle: Equatable {
      public var isEOFilled: Bool
      public var isAntialiased: Bool
      public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
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
