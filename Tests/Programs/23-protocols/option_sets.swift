// An `OptionSet` gets `SetAlgebra`'s operations from its integer `rawValue`: array literals, `contains`,
// `insert`, `remove`, `union` and the rest; a static property made from others has the type's static
// type, so implicit members beside it resolve; a `typealias` inside a function names the type there.
// Expectations are swiftc's output.
struct Shipping: OptionSet {
  let rawValue: Int
  static let nextDay = Shipping(rawValue: 1 << 0)
  static let secondDay = Shipping(rawValue: 1 << 1)
  static let priority = Shipping(rawValue: 1 << 2)
  static let express: Shipping = [.nextDay, .secondDay]
  static let all = express.union(priority)
}
var options: Shipping = [.nextDay, .priority]
print(options.contains(.nextDay), options.contains(.secondDay), options.rawValue)
// expect: true false 5
print(options.insert(.secondDay).inserted, options.insert(.secondDay).inserted, options.rawValue)
// expect: true false 7
print(options.remove(.nextDay)?.rawValue as Any, options.remove(.nextDay) as Any, options.rawValue)
// expect: Optional(1) nil 6
print(Shipping().isEmpty, Shipping.all.rawValue, options.intersection([.priority, .nextDay]).rawValue)
// expect: true 7 4
print(options == [.secondDay, .priority], Shipping.express.isSubset(of: .all), options.isDisjoint(with: .nextDay))
// expect: true true true
func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
func check() {
  typealias S = Shipping
  var local = S.all
  local.subtract(.express)
  print(same([.priority], local), same(.priority, S.all.symmetricDifference(.express)))
}
check()
// expect: true true
