// Boxed protocol types: `any P` in arrays, variables, optionals and dictionaries, requirements called
// through the box, mutation through `any P`, casts out of the box, `any P<T>` with a primary associated
// type, class-bound existentials and metatypes (The Swift Programming Language, "Opaque and Boxed
// Protocol Types"); expectations are swiftc's output.
protocol Widget {
  var name: String { get }
  var width: Int { get set }
  mutating func grow(by amount: Int)
}
extension Widget {
  mutating func grow(by amount: Int) { width += amount }
  func summary() -> String { "\(name)=\(width)" }
}
struct Label: Widget { var name = "label"; var width = 10 }
struct Slider: Widget {
  var name = "slider"; var width = 50
  mutating func grow(by amount: Int) { width += amount * 2 }
}
var widgets: [any Widget] = [Label(), Slider(), Label(name: "title", width: 30)]
print(widgets.map { $0.summary() }) // expect: ["label=10", "slider=50", "title=30"]
for index in widgets.indices { widgets[index].grow(by: 5) }
print(widgets.map(\.width), widgets.reduce(0) { $0 + $1.width }) // expect: [15, 60, 35] 110
var focused: any Widget = Label()
focused.width += 1
print(focused.summary(), type(of: focused)) // expect: label=11 Label
focused = Slider()
print(focused.summary(), type(of: focused)) // expect: slider=50 Slider
print(focused is Slider, focused is Label) // expect: true false
if let slider = focused as? Slider { print("slider width", slider.width) } // expect: slider width 50
print(widgets.compactMap { $0 as? Label }.count) // expect: 2
let selected: (any Widget)? = widgets.first { $0.width > 40 }
print(selected?.name as Any, selected as Any) // expect: Optional("slider") Optional(existentials.Slider(name: "slider", width: 60))
let byID: [Int: any Widget] = [1: Label()]
print(byID[1]?.summary() as Any, byID[2]?.summary() as Any) // expect: Optional("label=10") nil
let anything: Any = Slider(width: 7)
if let w = anything as? any Widget { print("widget", w.width) } // expect: widget 7
protocol Source<Output> {
  associatedtype Output
  func fetch() -> Output
}
struct Counter: Source { var start: Int; func fetch() -> Int { start + 1 } }
struct Greeting: Source { func fetch() -> String { "hello" } }
let counters: [any Source<Int>] = [Counter(start: 1), Counter(start: 9)]
print(counters.map { $0.fetch() * 10 }) // expect: [20, 100]
let sources: [any Source] = [Counter(start: 0), Greeting()]
for source in sources { print(source.fetch(), type(of: source)) }
// expect: 1 Counter
// expect: hello Greeting
protocol Session: AnyObject { var user: String { get set } }
final class AppSession: Session { var user = "guest" }
let shared = AppSession()
let session: any Session = shared
session.user = "ann"
print(shared.user, session === shared) // expect: ann true
let kind: any Widget.Type = type(of: focused)
print(kind, kind == Slider.self) // expect: Slider true
