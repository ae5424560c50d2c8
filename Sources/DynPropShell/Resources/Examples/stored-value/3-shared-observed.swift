// Stage 3: the same counter view placed twice. OfficeView builds one CupCounter value and shows it
// twice, so both copies hold the same box: a tap on either one counts for both. And when OfficeView's
// body runs again, it builds a new CupCounter whose initializer creates a new box: both counts are lost.
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
