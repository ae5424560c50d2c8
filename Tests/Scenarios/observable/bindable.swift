import SwiftUI
import Observation

/// A binding to an optional, reading `fallback` while it is nil (an `init` in an extension of Binding).
extension Binding {
  init(_ source: Binding<Value?>, replacingNilWith fallback: Value) {
    self.init(get: { source.wrappedValue ?? fallback }, set: { source.wrappedValue = $0 })
  }
}

@Observable
final class Profile {
  var name = "Ann"
}

struct NameField: View {
  @Binding var name: String
  var body: some View {
    VStack {
      TextField("Name", text: $name)
      Button("Clear") { name = "" }
    }
  }
}

struct Editor: View {
  @Bindable var profile: Profile
  var body: some View {
    VStack {
      Text("Name: \(profile.name)")
      NameField(name: $profile.name)
    }
  }
}

struct NickField: View {
  @Binding var nick: String
  var body: some View {
    Button("Nick \(nick)") { nick = "Bo" }
  }
}

struct Screen: View {
  @State private var profile = Profile()
  @State private var nickname: String? = nil
  var body: some View {
    VStack {
      Editor(profile: profile)
      NickField(nick: Binding($nickname, replacingNilWith: "none"))
      Text("Stored: \(nickname ?? "nil")")
    }
  }
}
