import DynPropInterpreter

/// What `GeometryReader` hands its content: the size of an iPhone 15's screen in points (393 × 852),
/// fixed, since the simulation has no layout. Frames are the whole screen at the origin.
final class GeometryProxyValue: NativeObject {
  static let width = 393.0
  static let height = 852.0

  override var typeName: String { "GeometryProxy" }

  override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    switch name {
    case "size": return .native(GeometryValue(kind: "CGSize", width: Self.width, height: Self.height))
    case "safeAreaInsets": return .native(GeometryValue(kind: "EdgeInsets", width: 0, height: 0))
    default: return nil
    }
  }

  override func call(_ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter)
    throws -> Value?
  {
    guard name == "frame", labels == ["in"] else { return nil }
    return .native(GeometryValue(kind: "CGRect", width: Self.width, height: Self.height))
  }
}

/// A `CGSize`, `CGRect` (at the origin) or `EdgeInsets` (all zero) from a geometry proxy.
final class GeometryValue: NativeObject {
  let kind: String
  let width: Double
  let height: Double

  init(kind: String, width: Double, height: Double) {
    self.kind = kind
    self.width = width
    self.height = height
  }

  override var typeName: String { kind }

  override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    switch (kind, name) {
    case ("CGSize", "width"), ("CGRect", "width"), ("CGRect", "maxX"): return .double(width)
    case ("CGSize", "height"), ("CGRect", "height"), ("CGRect", "maxY"): return .double(height)
    case ("CGRect", "minX"), ("CGRect", "minY"): return .double(0)
    case ("CGRect", "midX"): return .double(width / 2)
    case ("CGRect", "midY"): return .double(height / 2)
    case ("CGRect", "size"): return .native(GeometryValue(kind: "CGSize", width: width, height: height))
    case ("EdgeInsets", "top"), ("EdgeInsets", "bottom"), ("EdgeInsets", "leading"),
      ("EdgeInsets", "trailing"):
      return .double(0)
    default: return nil
    }
  }

  override var displayDescription: String {
    switch kind {
    case "CGSize": return "(\(width), \(height))"
    case "CGRect": return "(0.0, 0.0, \(width), \(height))"
    default: return "EdgeInsets(top: 0.0, leading: 0.0, bottom: 0.0, trailing: 0.0)"
    }
  }
}
