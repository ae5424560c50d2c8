// A `weak` or `unowned` reference does not keep its instance alive: the instance's deinit runs when the
// last strong reference goes, and a weak reference then reads nil. `[weak self]` and `[unowned self]`
// break the cycle between an instance and a closure it stores (The Swift Programming Language,
// "Automatic Reference Counting").
class Person {
  let name: String
  var apartment: Apartment?
  init(name: String) { self.name = name }
  deinit { print("\(name) is being deinitialized") }
}
class Apartment {
  let unit: String
  weak var tenant: Person?
  init(unit: String) { self.unit = unit }
  deinit { print("Apartment \(unit) is being deinitialized") }
}
var john: Person? = Person(name: "John Appleseed")
var unit4A: Apartment? = Apartment(unit: "4A")
john!.apartment = unit4A
unit4A!.tenant = john
print(unit4A!.tenant?.name ?? "none")
john = nil
print(unit4A!.tenant == nil)
unit4A = nil

class Customer {
  let name: String
  var card: CreditCard?
  init(name: String) { self.name = name }
  deinit { print("\(name) is being deinitialized") }
}
class CreditCard {
  let number: UInt64
  unowned let customer: Customer
  init(number: UInt64, customer: Customer) {
    self.number = number
    self.customer = customer
  }
  deinit { print("Card #\(number) is being deinitialized") }
}
var ann: Customer? = Customer(name: "Ann")
ann!.card = CreditCard(number: 1234_5678_9012_3456, customer: ann!)
print(ann!.card!.customer.name)
ann = nil

class HTMLElement {
  let name: String
  let text: String?
  lazy var asHTML: () -> String = { [unowned self] in
    if let text = self.text { return "<\(self.name)>\(text)</\(self.name)>" }
    return "<\(self.name) />"
  }
  init(name: String, text: String? = nil) {
    self.name = name
    self.text = text
  }
  deinit { print("\(name) is being deinitialized") }
}
var paragraph: HTMLElement? = HTMLElement(name: "p", text: "hello, world")
print(paragraph!.asHTML())
paragraph = nil

final class Loader {
  var onDone: (() -> Void)?
  var label = "loader"
  func start() { onDone = { [weak self] in print("done", self?.label ?? "gone") } }
  deinit { print("deinit", label) }
}
var loader: Loader? = Loader()
loader!.start()
let callback = loader!.onDone!
callback()
loader = nil
callback()

struct Link {
  weak var target: Person?
}
var bob: Person? = Person(name: "Bob")
let link = Link(target: bob)
print(link.target!.name, link.target === bob)
bob = nil
print(link.target as Any)

weak var shared: Person? = Person(name: "Temp")
print(shared == nil)
func scoped() {
  let local = Person(name: "Local")
  weak var alias = local
  print(alias?.name ?? "none")
}
scoped()
print("end")
// expect: John Appleseed
// expect: John Appleseed is being deinitialized
// expect: true
// expect: Apartment 4A is being deinitialized
// expect: Ann
// expect: Ann is being deinitialized
// expect: Card #1234567890123456 is being deinitialized
// expect: <p>hello, world</p>
// expect: p is being deinitialized
// expect: done loader
// expect: deinit loader
// expect: done gone
// expect: Bob true
// expect: Bob is being deinitialized
// expect: nil
// expect: Temp is being deinitialized
// expect: true
// expect: Local
// expect: Local is being deinitialized
// expect: end
