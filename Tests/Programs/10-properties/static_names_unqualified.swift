// Type properties named without `Self.` where Swift allows it (The Swift Programming Language,
// "Properties": type properties): in a stored property's initial value, even when declared later in the
// type, and `allCases` of a `CaseIterable` enum inside its own static members; an attribute written
// with a space before its arguments (swiftc warns in the Swift 5 mode); expectations are swiftc's output.
struct Alarm {
    var wakeUp = defaultWakeUp
    var label = prefix + "alarm"
    static var defaultWakeUp: Int { 7 * 60 }
    static let prefix = "daily "
}
enum Move: String, CaseIterable {
    case rock, paper, scissors
    static var names: [String] { allCases.map { $0.rawValue } }
    static var last: Self { allCases.last! }
    static func count() -> Int { allCases.count }
}
@available (macOS 10.15, *)
struct Later { var n = 1 }
let alarm = Alarm()
print(alarm.wakeUp, alarm.label)
print(Move.names, Move.last, Move.count())
print(Later().n)
// What swiftc's build prints, in order:
// expect: 420 daily alarm
// expect: ["rock", "paper", "scissors"] scissors 3
// expect: 1
