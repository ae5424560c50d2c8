import SwiftUI

enum Flavor: String, CaseIterable, Identifiable {
  case vanilla, chocolate
  var id: String { rawValue }
}

/// Every control a user can act on, each bound to state; one toggle through `Binding(get:set:)`.
struct ControlsView: View {
  @State var name = ""
  @State var password = ""
  @State var dark = false
  @State var mirrored = false
  @State var volume = 0.5
  @State var count = 2
  @State var flavor = Flavor.vanilla
  @State var size = "S"

  var body: some View {
    Form {
      TextField("Name", text: $name)
      SecureField("Password", text: $password)
      Toggle("Dark mode", isOn: $dark)
      Toggle("Mirror", isOn: Binding(get: { mirrored }, set: { mirrored = $0; print("mirror set to \($0)") }))
      Slider(value: $volume, in: 0...1)
      Stepper("Count \(count)", value: $count, in: 0...10)
      Picker("Flavor", selection: $flavor) {
        ForEach(Flavor.allCases) { f in Text(f.rawValue.capitalized).tag(f) }
      }
      Picker("Size", selection: $size) {
        Text("Small").tag("S")
        Text("Large").tag("L")
      }
      // Rows tagged implicitly by their String id: a Flavor selection never changes (SwiftUI logs that
      // the selection is invalid).
      Picker("Untagged", selection: $flavor) {
        ForEach(Flavor.allCases) { f in Text(f.rawValue) }
      }
      Text("Hello \(name), \(dark), \(volume), \(count), \(flavor.rawValue), \(size), \(mirrored)")
    }
  }
}
