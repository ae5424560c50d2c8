// `open`, `public`, `internal`, `fileprivate` and `private` on classes, members, initializers,
// protocols, extensions, enums, generic types and globals; within one module every level is usable
// from the same file, and overrides may widen access (The Swift Programming Language, "Access
// Control"); expectations are swiftc's output.
open class BaseCard {
  open var title: String { "card" }
  public let id: Int
  public init(id: Int) { self.id = id }
  open func render() -> String { "<\(title) \(id)>" }
  public final func tag() -> String { "card-\(id)" }
  internal func debug() -> String { "debug \(id)" }
}
public final class PromoCard: BaseCard {
  override public var title: String { "promo" }
  public override func render() -> String { "[" + super.render() + "]" }
}
let promo = PromoCard(id: 7)
print(promo.render(), promo.tag(), promo.debug()) // expect: [<promo 7>] card-7 debug 7
public protocol Themed { var theme: String { get } }
extension PromoCard: Themed { public var theme: String { "dark" } }
let themed: any Themed = promo
print(themed.theme) // expect: dark
private extension String {
  var headline: String { uppercased() + "!" }
}
fileprivate extension Int {
  func repeated(_ text: String) -> String { String(repeating: text, count: self) }
}
print("sale".headline, 3.repeated("ab")) // expect: SALE! ababab
struct Layout {
  private struct Metrics { var spacing = 8 }
  private enum Axis { case horizontal, vertical }
  private let metrics = Metrics()
  private var axis = Axis.vertical
  internal(set) var columns = 1
  var summary: String { "\(metrics.spacing) \(axis) \(columns)" }
}
var layout = Layout()
layout.columns = 3
print(layout.summary) // expect: 8 vertical 3
public enum Theme: String, CaseIterable { case light, dark }
print(Theme.allCases.map(\.rawValue)) // expect: ["light", "dark"]
fileprivate final class ImageCache {
  fileprivate var names: [String] = []
  private(set) lazy var firstCount = names.count
}
private let cache = ImageCache()
cache.names.append("logo")
print(cache.firstCount, cache.names) // expect: 1 ["logo"]
public struct Box<Value> {
  public let value: Value
  public init(_ value: Value) { self.value = value }
}
print(Box("x").value, Box(2).value) // expect: x 2
public let appName = "Notes"
private var launches = 0
fileprivate func launch() { launches += 1 }
launch(); launch()
print(appName, launches) // expect: Notes 2
