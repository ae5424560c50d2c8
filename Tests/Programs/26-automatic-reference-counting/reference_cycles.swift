// Strong reference cycles between two instances, and between an instance and a closure it stores that
// captures self, keep both alive (no deinit); clearing one side breaks the cycle. A capture list holds
// its value strongly until the closure goes away (The Swift Programming Language, "Automatic Reference
// Counting"); expectations are swiftc's output.
class Team {
  let name: String
  var captain: Player?
  init(name: String) { self.name = name }
  deinit { print("deinit team", name) }
}
class Player {
  let name: String
  var team: Team?
  init(name: String) { self.name = name }
  deinit { print("deinit player", name) }
}
func leak() {
  let team = Team(name: "Reds")
  let player = Player(name: "Kim")
  team.captain = player
  player.team = team
  print(team.captain!.name, player.team!.name)
}
leak() // expect: Kim Reds
print("after leak") // expect: after leak
var blues: Team? = Team(name: "Blues")
var lee: Player? = Player(name: "Lee")
blues!.captain = lee
lee!.team = blues
lee!.team = nil
blues = nil // expect: deinit team Blues
lee = nil // expect: deinit player Lee
class Timer {
  let label: String
  var onFire: (() -> Void)?
  init(label: String) { self.label = label }
  func arm() { onFire = { print("fire", self.label) } }
  deinit { print("deinit timer", label) }
}
func armAndForget() {
  let timer = Timer(label: "kept")
  timer.arm()
  timer.onFire?()
}
armAndForget() // expect: fire kept
print("after armAndForget") // expect: after armAndForget
func armAndDisarm() {
  let timer = Timer(label: "freed")
  timer.arm()
  timer.onFire?()
  timer.onFire = nil
}
armAndDisarm() // expect: fire freed
// expect: deinit timer freed
var logo: Team? = Team(name: "Logo")
var show: (() -> Void)? = { [logo] in print("showing", logo!.name) }
logo = nil
show?() // expect: showing Logo
show = nil // expect: deinit team Logo
print("end") // expect: end
