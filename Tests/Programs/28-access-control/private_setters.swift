// `private(set)`, `fileprivate(set)` and `internal(set)`: a property readable outside its type but
// written only inside it (its methods, extensions and observers in the same file); the setter can be
// narrower than the getter (The Swift Programming Language, "Access Control": Getters and Setters);
// expectations are swiftc's output.
struct StepCounter {
  private(set) var steps = 0 {
    didSet { print("steps", oldValue, "->", steps) }
  }
  public private(set) var goal: Int
  init(goal: Int) { self.goal = goal }
  mutating func walk(_ count: Int) { steps += count }
}
extension StepCounter {
  mutating func reset() { steps = 0 }
  mutating func raiseGoal() { goal += 1000 }
  var progress: String { "\(steps)/\(goal)" }
}
var counter = StepCounter(goal: 5000)
counter.walk(1200) // expect: steps 0 -> 1200
counter.walk(800) // expect: steps 1200 -> 2000
print(counter.steps, counter.goal, counter.progress) // expect: 2000 5000 2000/5000
counter.raiseGoal()
counter.reset() // expect: steps 2000 -> 0
print(counter.progress) // expect: 0/6000
final class Downloader {
  private(set) var completed: [String] = []
  private(set) var failures = 0
  fileprivate(set) var lastURL: String?
  func download(_ url: String) {
    lastURL = url
    if url.hasPrefix("https") { completed.append(url) } else { failures += 1 }
  }
}
let downloader = Downloader()
downloader.download("https://a")
downloader.download("http://b")
downloader.download("https://c")
print(downloader.completed, downloader.failures) // expect: ["https://a", "https://c"] 1
downloader.lastURL = "manual"
print(downloader.lastURL ?? "none") // expect: manual
struct Session {
  internal(set) var user = "guest"
  private(set) static var openCount = 0
  static func open(as user: String) -> Session {
    Self.openCount += 1
    return Session(user: user)
  }
}
var session = Session.open(as: "ann")
_ = Session.open(as: "bo")
session.user = session.user.uppercased()
print(session.user, Session.openCount) // expect: ANN 2
