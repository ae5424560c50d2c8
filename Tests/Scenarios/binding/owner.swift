import SwiftUI

struct Owner: View {
  @State private var isOn = false

  var body: some View {
    VStack {
      Text(isOn ? "on" : "off")
      Switch(isOn: $isOn)
    }
  }
}

struct Switch: View {
  @Binding var isOn: Bool

  var body: some View {
    Button("Flip") {
      isOn.toggle()
    }
  }
}

struct Handoff: View {
  @State private var isOn = false

  var body: some View {
    Reader(isOn: $isOn)
  }
}

struct Reader: View {
  @Binding var isOn: Bool

  var body: some View {
    Button(isOn ? "reader on" : "reader off") {
      isOn.toggle()
    }
  }
}
