// Associated values with default values (The Swift Programming Language, "Enumerations": associated
// values are declared like function parameters): an omitted one takes its default, matched by label;
// expectations are swiftc's output.
enum Size {
    case fixed(Double)
    case flexible(minimum: Double = 10, maximum: Double = .infinity)
    case adaptive(minimum: Double, maximum: Double = .infinity)
}
enum Event {
    case tap(count: Int = 1, label: String)
    case message(String = "none", urgent: Bool = false)
}
let sizes: [Size] = [.fixed(3), .flexible(), .flexible(maximum: 40), .adaptive(minimum: 80), Size.adaptive(minimum: 1, maximum: 2)]
for size in sizes { print(size) }
print(Event.tap(label: "OK"), Event.tap(count: 2, label: "Twice"))
print(Event.message(), Event.message("hi"), Event.message(urgent: true))
if case .flexible(let lo, let hi) = Size.flexible() { print(lo, hi) }
// What swiftc's build prints, in order:
// expect: fixed(3.0)
// expect: flexible(minimum: 10.0, maximum: inf)
// expect: flexible(minimum: 10.0, maximum: 40.0)
// expect: adaptive(minimum: 80.0, maximum: inf)
// expect: adaptive(minimum: 1.0, maximum: 2.0)
// expect: tap(count: 1, label: "OK") tap(count: 2, label: "Twice")
// expect: message("none", urgent: false) message("hi", urgent: false) message("none", urgent: true)
// expect: 10.0 inf
