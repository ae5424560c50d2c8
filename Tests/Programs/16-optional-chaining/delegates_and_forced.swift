// Optional chaining through a delegate, protocol existentials, `try?` and `as?` results, nested optionals,
// and `!` mixed with `?` in one chain, which crashes when the forced part is nil (The Swift Programming
// Language, "Optional Chaining": Optional Chaining as an Alternative to Forced Unwrapping); expectations are
// swiftc's output.
protocol TapDelegate: AnyObject { func didTap(_ id: Int) -> Bool }
final class Screen: TapDelegate {
  func didTap(_ id: Int) -> Bool { print("tapped", id); return id > 1 }
}
final class Button {
  weak var delegate: TapDelegate?
  let id: Int
  init(id: Int) { self.id = id }
  func tap() -> Bool? { delegate?.didTap(id) }
}
let screen = Screen()
let button = Button(id: 2)
print(button.tap() as Any) // expect: nil
button.delegate = screen
print(button.tap() as Any) // expect: tapped 2
// expect: Optional(true)
if button.delegate?.didTap(0) == false { print("declined") } // expect: tapped 0
// expect: declined
protocol Shape { var area: Double { get }; func name() -> String }
struct Square: Shape { var side: Double; var area: Double { side * side }; func name() -> String { "square" } }
let shape: (any Shape)? = Square(side: 3)
print(shape?.area as Any, shape?.name().count as Any) // expect: Optional(9.0) Optional(6)
enum ParseError: Error { case bad }
func parse(_ s: String) throws -> [Int] { guard s != "x" else { throw ParseError.bad }; return [1, 2] }
print((try? parse("ok"))?.count as Any, (try? parse("x"))?.count as Any) // expect: Optional(2) nil
let boxed: Any = Square(side: 2)
print((boxed as? Square)?.area as Any, (boxed as? String)?.count as Any) // expect: Optional(4.0) nil
let layered: Int?? = 5
print(layered??.description as Any) // expect: Optional("5")
struct Settings { static var shared: Settings? = Settings(); var volume = 3 }
Settings.shared?.volume = 8
print(Settings.shared?.volume as Any, Settings.shared!.volume) // expect: Optional(8) 8
final class Folder { var parent: Folder?; var name: String; init(_ name: String, parent: Folder? = nil) { self.name = name; self.parent = parent } }
let docs = Folder("Docs", parent: Folder("Home"))
print(docs.parent!.name, docs.parent?.parent?.name as Any) // expect: Home nil
print(docs.parent!.parent?.name ?? "root") // expect: root
print(docs.parent!.parent!.name)
// expect crash: Fatal error: Unexpectedly found nil while unwrapping an Optional value
