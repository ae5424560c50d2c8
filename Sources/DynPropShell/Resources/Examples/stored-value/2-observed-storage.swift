// Stage 2: the wrapper keeps its value in an ObservableObject box that it holds with @ObservedObject.
// @ObservedObject is itself a dynamic property, so SwiftUI installs it inside the struct wrapper and
// subscribes CupCounter to the box: every write publishes, and the button shows the new count.
import SwiftUI

final class ValueBox<Value>: ObservableObject {
  @Published var value: Value

  init(_ value: Value) {
    self.value = value
  }
}

@propertyWrapper
struct StoredValue<Value>: DynamicProperty {
  @ObservedObject private var box: ValueBox<Value>

  init(wrappedValue: Value) {
    box = ValueBox(wrappedValue)
  }

  var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }
}

struct CupCounter: View {
  @StoredValue var cups = 0

  var body: some View {
    VStack {
      Text("Coffee today")
      Button("Cups: \(cups)") {
        cups += 1
      }
    }
  }
}

@main
struct CoffeeApp: App {
  var body: some Scene {
    WindowGroup {
      CupCounter()
    }
  }
}
