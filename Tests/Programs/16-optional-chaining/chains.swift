// Optional chaining through properties, methods and subscripts; a chain's result is optional even when the
// member is not, and several levels collapse into one optional (The Swift Programming Language, "Optional
// Chaining"); expectations are swiftc's output.
final class Address {
  var street: String?
  var number: Int?
  init(street: String? = nil, number: Int? = nil) { self.street = street; self.number = number }
  func label() -> String? {
    guard let street else { return nil }
    if let number { return "\(number) \(street)" }
    return street
  }
}
final class Room { let name: String; init(_ name: String) { self.name = name } }
final class Home {
  var rooms: [Room] = []
  var address: Address?
  var roomCount: Int { rooms.count }
  subscript(i: Int) -> Room {
    get { rooms[i] }
    set { rooms[i] = newValue }
  }
}
final class Member { var home: Home?; var nickname: String? }
let member = Member()
print(member.home?.roomCount as Any) // expect: nil
if let count = member.home?.roomCount { print("rooms", count) } else { print("no home") } // expect: no home
member.home = Home()
print(member.home?.roomCount as Any) // expect: Optional(0)
member.home?.rooms.append(Room("Kitchen"))
print(member.home?[0].name as Any) // expect: Optional("Kitchen")
member.home?[0] = Room("Den")
print(member.home?[0].name ?? "-", member.home?.address?.street as Any) // expect: Den nil
member.home?.address = Address(street: "Main St", number: 12)
print(member.home?.address?.label() as Any) // expect: Optional("12 Main St")
print(member.home?.address?.label()?.uppercased() as Any) // expect: Optional("12 MAIN ST")
print(member.home?.address?.street?.count as Any, member.home?.address?.label()?.hasPrefix("12") as Any) // expect: Optional(7) Optional(true)
if let upper = member.home?.address?.label()?.uppercased() { print(upper) } // expect: 12 MAIN ST
print(type(of: member.home?.address), type(of: member.home?.roomCount)) // expect: Optional<Address> Optional<Int>
final class Node {
  var next: Node?
  var value: Int
  init(_ value: Int, _ next: Node? = nil) { self.value = value; self.next = next }
}
let list = Node(1, Node(2, Node(3)))
print(list.next?.next?.value as Any, list.next?.next?.next?.value as Any) // expect: Optional(3) nil
if let second = list.next?.value, second > 1 { print("second is", second) } // expect: second is 2
switch list.next?.next?.value {
case .some(let n) where n > 2: print("big tail", n) // expect: big tail 3
case .some(let n): print("small tail", n)
case nil: print("no tail")
}
struct Profile { var name: String }
func findProfile(_ id: Int) -> Profile? { id == 1 ? Profile(name: "Ann") : nil }
print(findProfile(1)?.name as Any, findProfile(2)?.name as Any, findProfile(1)?.name.count ?? 0) // expect: Optional("Ann") nil 3
let words = ["ann", "bo"]
print(words.first?.uppercased() as Any, words.last?.count as Any, [String]().first?.count as Any) // expect: Optional("ANN") Optional(2) nil
print(words.first(where: { $0.count > 2 })?.uppercased() as Any) // expect: Optional("ANN")
