// Stage 4: the wrapper owns its box with @StateObject. SwiftUI creates the box once for each place
// the view appears on screen and keeps it for as long as that view lives: the two counters count
// separately, and a new round keeps both counts.
import SwiftUI

final class ValueBox<Value>: ObservableObject {
  @Published var value: Value

  init(_ value: Value) {
    self.value = value
  }
}

@propertyWrapper
struct StoredValue<Value>: DynamicProperty {
  @StateObject private var box: ValueBox<Value>

  init(wrappedValue: Value) {
    _box = StateObject(wrappedValue: ValueBox(wrappedValue))
  }

  var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }
}

struct CupCounter: View {
  @StoredValue var cups = 0

  var body: some View {
    Button("Cups: \(cups)") {
      cups += 1
    }
  }
}

struct OfficeView: View {
  @State private var round = 1

  var body: some View {
    let counter = CupCounter()
    VStack {
      Text("Coffee round \(round)")
      counter
      counter
      Button("Next round") {
        round += 1
      }
    }
  }
}

@main
struct CoffeeApp: App {
  var body: some Scene {
    WindowGroup {
      OfficeView()
    }
  }
}
