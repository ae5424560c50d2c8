// Opaque result types: functions, properties and locals declared `some P`, `some Collection<Int>`,
// a body-style associated type inferred from `some` (The Swift Programming Language, "Opaque and Boxed
// Protocol Types"); expectations are swiftc's output.
protocol Badge {
  var label: String { get }
  func render() -> String
}
struct TextBadge: Badge {
  var label: String
  func render() -> String { "[\(label)]" }
}
struct IconBadge: Badge {
  var symbol: Character
  var label: String { "icon \(symbol)" }
  func render() -> String { "(\(symbol))" }
}
func makeBadge(for count: Int) -> some Badge { TextBadge(label: "\(count) new") }
let badge = makeBadge(for: 3)
print(badge.label, badge.render()) // expect: 3 new [3 new]
print(type(of: badge)) // expect: TextBadge
struct Toolbar {
  var trailing: some Badge { IconBadge(symbol: "+") }
}
print(Toolbar().trailing.render(), type(of: Toolbar().trailing)) // expect: (+) IconBadge
let pinned: some Badge = IconBadge(symbol: "*")
print(pinned.label) // expect: icon *
func evenIDs(upTo limit: Int) -> some Collection<Int> { (1...limit).filter { $0 % 2 == 0 } }
let ids = evenIDs(upTo: 9)
print(ids.count, ids.first as Any, Array(ids)) // expect: 4 Optional(2) [2, 4, 6, 8]
print(ids.reduce(0, +), type(of: ids)) // expect: 20 Array<Int>
func tags() -> some Sequence<String> { ["swift", "ui"] }
for tag in tags() { print("#" + tag) }
// expect: #swift
// expect: #ui
func initials(of names: [String]) -> some Collection { names.compactMap(\.first) }
print(initials(of: ["Ann", "Bob"]).count) // expect: 2
func makeToken() -> some Equatable { "token-1" }
print(makeToken() == makeToken()) // expect: true
protocol Screen {
  associatedtype Body: Badge
  var body: Body { get }
}
struct HomeScreen: Screen {
  var unread = 2
  var body: some Badge { makeBadge(for: unread) }
}
func show<S: Screen>(_ screen: S) -> String { screen.body.render() }
print(show(HomeScreen()), show(HomeScreen(unread: 7))) // expect: [2 new] [7 new]
print(type(of: HomeScreen().body)) // expect: TextBadge
extension Badge {
  func framed() -> some Badge { TextBadge(label: "|" + render() + "|") }
}
print(IconBadge(symbol: "!").framed().render()) // expect: [|(!)|]
