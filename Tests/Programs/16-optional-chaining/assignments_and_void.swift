// Setting through an optional chain, checking the `()?` result against nil, chains that end in methods
// returning Void, mutating through `?` on structs, arrays and dictionary subscripts (The Swift Programming
// Language, "Optional Chaining": Accessing Properties, Calling Methods); expectations are swiftc's output.
struct Profile {
  var name = "anon" { didSet { print("renamed", oldValue, "->", name) } }
  var tags: [String] = []
  mutating func tag(_ t: String) { tags.append(t) }
}
final class Account {
  var profile = Profile()
  var settings: [String: Int]? = ["volume": 2]
  func sync() { print("syncing", profile.name) }
}
var account: Account? = Account()
account?.profile.name = "Ann" // expect: renamed anon -> Ann
account?.profile.tag("admin")
account?.profile.tags.append("beta")
account?.settings?["volume"] = 9
account?.settings?["volume"]? += 1
print(account?.profile.tags as Any, account?.settings?["volume"] as Any, account?.settings?["bass"] as Any) // expect: Optional(["admin", "beta"]) Optional(10) nil
let appended: Void? = account?.profile.name.append("!") // expect: renamed Ann -> Ann!
print(appended as Any, appended != nil, account!.profile.name) // expect: Optional(()) true Ann!
if account?.sync() != nil { print("synced") } // expect: syncing Ann!
// expect: synced
if (account?.profile.name = "Bo") != nil { print("renamed through the chain") } // expect: renamed Ann! -> Bo
// expect: renamed through the chain
print("\(account?.profile.name ?? "none") has \(account?.settings?.count ?? 0) settings") // expect: Bo has 1 settings
account = nil
if account?.sync() == nil { print("nothing to sync") } // expect: nothing to sync
if (account?.profile.name = "Cy") == nil { print("could not rename") } // expect: could not rename
print((account?.profile.tag("x")) as Any, account?.profile.name as Any) // expect: nil nil
var scores: [String: [Int]] = ["ann": [3, 5]]
scores["ann"]?.append(7)
scores["bo"]?.append(1)
scores["ann"]?[0] = 10
print(scores["ann"] as Any, scores["bo"] as Any) // expect: Optional([10, 5, 7]) nil
print(scores["ann"]?.count as Any, scores["ann"]?[1] as Any, scores["zed"]?.isEmpty ?? true) // expect: Optional(3) Optional(5) true
var queue: [Int]? = [1, 2]
queue?[1] = 20
queue?.append(3)
print(queue as Any) // expect: Optional([1, 20, 3])
var onDone: ((String) -> Void)? = nil
onDone?("never printed")
onDone = { print("done:", $0) }
onDone?("saved") // expect: done: saved
let double: ((Int) -> Int)? = { $0 * 2 }
print(double?(21) as Any) // expect: Optional(42)
let nested: [String: [String: Int]] = ["a": ["b": 1]]
print(nested["a"]?["b"] as Any, nested["x"]?["b"] as Any, nested["a"]?["z"] as Any) // expect: Optional(1) nil nil
