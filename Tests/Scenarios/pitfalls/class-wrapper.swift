import SwiftUI

@propertyWrapper
final class Toggled: DynamicProperty {
  @State var isOn = false

  var wrappedValue: Bool {
    get { isOn }
    set { isOn = newValue }
  }

  func update() {}
}

struct Lamp: View {
  @Toggled var isOn: Bool

  var body: some View {
    Button(isOn ? "Lamp on" : "Lamp off") {
      isOn.toggle()
    }
  }
}
