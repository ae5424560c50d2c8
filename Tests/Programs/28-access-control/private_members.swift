// `private` members are visible to the type's extensions in the same file; `fileprivate` helpers,
// extensions and types are visible anywhere in the file; private nested types and a private type's
// members are used inside their scope; a private stored property makes the memberwise initializer
// private, so only defaults are used from outside (The Swift Programming Language, "Access Control");
// expectations are swiftc's output.
struct ShoppingCart {
  private var items: [String: Int] = [:]
  private let taxRate = 0.5
  private struct Line { let name: String; let price: Int }
  private enum Discount { case none, half }
  private var discount = Discount.none
  private func price(of name: String) -> Int { name.count * 10 }
  mutating func add(_ name: String) { items[name, default: 0] += 1 }
}
extension ShoppingCart {
  mutating func applyHalfOff() { discount = .half }
  private var lines: [Line] {
    items.keys.sorted().map { Line(name: $0, price: price(of: $0) * items[$0]!) }
  }
  var receipt: String {
    let subtotal = lines.reduce(0) { $0 + $1.price }
    let afterDiscount = discount == .half ? subtotal / 2 : subtotal
    return lines.map { "\($0.name)=\($0.price)" }.joined(separator: " ") + " total \(Double(afterDiscount) * (1 + taxRate))"
  }
}
var cart = ShoppingCart()
cart.add("tea")
cart.add("milk")
cart.add("tea")
print(cart.receipt) // expect: milk=40 tea=60 total 150.0
cart.applyHalfOff()
print(cart.receipt) // expect: milk=40 tea=60 total 75.0
fileprivate func formatted(_ value: Int) -> String { "#\(value)" }
fileprivate extension Int {
  var badge: String { formatted(self) }
}
private struct Theme {
  var accent = "blue"
  private var secret = 42
  func describe() -> String { "\(accent) \(secret)" }
}
private let theme = Theme()
print(theme.describe(), theme.accent, 7.badge) // expect: blue 42 blue #7
struct Token {
  private var raw = "abc"
  var id = 1
}
print(Token()) // expect: Token(raw: "abc", id: 1)
class Account {
  private var pin = "0000"
  fileprivate func check(_ guess: String) -> Bool { guess == pin }
}
print(Account().check("1234"), Account().check("0000")) // expect: false true
