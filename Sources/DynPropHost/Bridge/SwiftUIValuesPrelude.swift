import DynPropInterpreter
import DynPropSyntax

/// SwiftUI's plain value types that scripts build and hand to views: `GridItem` (the columns of a
/// `LazyVGrid`, the rows of a `LazyHGrid`), `EdgeInsets` (`padding(_:)`, `listRowInsets(_:)`),
/// `UnitPoint` (gradient ends, anchors) and `FillStyle` (`fill(_:style:)`). Written in Swift with
/// SwiftUI's declarations and compiled into every world after the graphics prelude (module `SwiftUI`),
/// so they are values with Swift's semantics: defaults, `==`, copies, printing.
///
/// The simulation lays nothing out: a grid's items are kept, and every grid element is one row
/// (Documentation/semantics.md, "Lazy containers").
enum SwiftUIValuesPrelude {
  static let parsed = ScriptParser.parse(source: source, fileName: GraphicsPrelude.fileName)

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
    """
}
