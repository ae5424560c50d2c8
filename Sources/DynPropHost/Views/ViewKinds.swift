/// What the host knows about each SwiftUI view type, in one table: how it is built, whether it behaves
/// (Documentation/vocabulary.md), and how the screen treats it (CONTRACT §2.1). A new view kind is one
/// row here (plus, for a primitive with initializers of its own, one file in `Views/Kinds/` whose builder
/// the row names).
struct ViewKind {
  enum Family { case container, primitive, forEach }

  /// How the screen and the shell treat a view of this kind.
  struct Traits: OptionSet {
    let rawValue: Int
    /// Behaves as SwiftUI's does (state, actions, presentation), beyond showing its content.
    static let modelled = Traits(rawValue: 1 << 0)
    /// `tap` runs it (a button or link; a toggle flips, a stepper increments).
    static let tappable = Traits(rawValue: 1 << 1)
    /// Shows its label views as its own text: `tree` does not list them under it.
    static let labelIsText = Traits(rawValue: 1 << 2)
    /// A navigation container: it shows what its links and `navigationDestination`s push.
    static let navigationContainer = Traits(rawValue: 1 << 3)
    /// Shows nothing of its own in `tree` (its children move up).
    static let transparent = Traits(rawValue: 1 << 4)
    /// Its first string argument (or `header:`) is a title the screen shows.
    static let titled = Traits(rawValue: 1 << 5)
    /// Its options are listed in its own `tree` line, not as children.
    static let listsOptions = Traits(rawValue: 1 << 6)
    /// Builds only the rows on the simulated screen; `scroll` moves them (`LazyRows`).
    static let lazy = Traits(rawValue: 1 << 7)
  }

  /// Builds a primitive of this kind from its initializer's arguments (SwiftUI's initializers).
  typealias Build = @Sendable (ViewArguments, ViewGraph) throws -> PrimitiveView

  let name: String
  let family: Family
  let traits: Traits
  /// A primitive with initializers of its own; nil for the kinds `ViewFactory` builds.
  var build: Build? = nil
}

enum ViewKinds {
  /// Every view type scripts can construct.
  static let table: [String: ViewKind] = {
    // Sized once: growing it rehashed every name so far (it is built in every process that mounts).
    var table = [String: ViewKind](
      minimumCapacity: containers.count + primitives.count + builtPrimitives.count + 1)
    for (family, rows) in [(ViewKind.Family.container, containers), (.primitive, primitives)] {
      for (name, traits) in rows { table[name] = ViewKind(name: name, family: family, traits: traits) }
    }
    for (name, traits, build) in builtPrimitives {
      table[name] = ViewKind(name: name, family: .primitive, traits: traits, build: build)
    }
    table["ForEach"] = ViewKind(name: "ForEach", family: .forEach, traits: .modelled)
    return table
  }()

  static func kind(_ name: String) -> ViewKind? { table[name] }

  static func has(_ name: String, _ trait: ViewKind.Traits) -> Bool {
    table[name]?.traits.contains(trait) ?? false
  }

  /// All names, and the names with a trait (for registration, docs and tests).
  static var names: Set<String> { Set(table.keys) }
  static func names(with trait: ViewKind.Traits) -> Set<String> {
    Set(table.values.filter { $0.traits.contains(trait) }.map(\.name))
  }

  private static let containers: [(String, ViewKind.Traits)] = [
    ("VStack", []), ("HStack", []), ("ZStack", []), ("Group", .transparent), ("List", [.modelled, .lazy]),
    ("Form", []), ("Section", [.modelled, .titled]), ("NavigationView", [.modelled, .navigationContainer]),
    ("NavigationStack", [.modelled, .navigationContainer]), ("ScrollView", []),
    ("LazyVStack", [.modelled, .lazy]),
    ("LazyHStack", [.modelled, .lazy]), ("LazyVGrid", [.modelled, .lazy]), ("LazyHGrid", [.modelled, .lazy]),
    ("AnyView", .transparent), ("EquatableView", .transparent),
    ("GeometryReader", .modelled), ("ScrollViewReader", [.modelled, .transparent]),
    ("NavigationSplitView", [.modelled, .navigationContainer]),
    ("TabView", .modelled), ("DisclosureGroup", .titled), ("GroupBox", .titled), ("ViewThatFits", []),
    ("WindowGroup", .transparent), ("ToolbarItem", .modelled),
    ("ToolbarItemGroup", .modelled), ("Menu", [.modelled, .titled]), ("Grid", []), ("GridRow", []),
    ("ControlGroup", []),
  ]

  private static let primitives: [(String, ViewKind.Traits)] = [
    ("Text", .modelled), ("Image", .modelled), ("Button", [.modelled, .tappable, .labelIsText]),
    ("Toggle", [.modelled, .tappable]), ("TextField", .modelled), ("SecureField", .modelled),
    ("Stepper", [.modelled, .tappable]), ("Slider", .modelled), ("ProgressView", []), ("Spacer", []),
    ("Divider", []), ("EmptyView", []), ("Color", []), ("Label", .modelled),
    ("NavigationLink", [.modelled, .tappable, .labelIsText]), ("Link", [.tappable, .labelIsText]),
    ("Picker", [.modelled, .listsOptions]), ("DatePicker", []), ("TextEditor", .modelled), ("Circle", []),
    ("Rectangle", []), ("RoundedRectangle", []), ("Capsule", []), ("Ellipse", []),
    ("UnevenRoundedRectangle", []), ("LinearGradient", []), ("RadialGradient", []), ("AngularGradient", []),
    ("EllipticalGradient", []), ("Gauge", []), ("ShareLink", []), ("EditButton", []), ("ColorPicker", []),
    ("ContentUnavailableView", []), ("AsyncImage", .modelled),
  ]

  /// Primitives built by a file of their own in `Views/Kinds/` (a new kind is that file and a row here).
  private static let builtPrimitives: [(String, ViewKind.Traits, ViewKind.Build)] = [
    (LabeledContentKind.name, .modelled, LabeledContentKind.build)
  ]
}
