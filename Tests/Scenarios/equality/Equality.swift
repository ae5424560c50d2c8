import SwiftUI

/// A non-Equatable struct input: compared field by field (SEMANTICS §12.3, after John Harper's
/// description quoted at chris.eidhof.nl/note/swiftui-view-equality).
struct Profile {
  var name: String
  var age: Int
}

struct ProfileView: View {
  let profile: Profile
  var body: some View { Text("\(profile.name), \(profile.age)") }
}

/// A POD view with its own `==` that says "always equal": ignored unless `.equatable()` is applied.
struct ScoreView: View, Equatable {
  let score: Int
  static func == (lhs: ScoreView, rhs: ScoreView) -> Bool { true }
  var body: some View { Text("score \(score)") }
}

struct EqualityRoot: View {
  @State var ticks = 0
  @State var profile = Profile(name: "Ada", age: 36)
  @State var score = 1

  var body: some View {
    VStack {
      Text("ticks \(ticks)")
      ProfileView(profile: Profile(name: profile.name, age: profile.age))
      ScoreView(score: score)
      ScoreView(score: score).equatable()
      Button("Tick") { ticks += 1 }
      Button("Birthday") { profile.age += 1 }
      Button("Score") { score += 1 }
    }
  }
}
