// Stage 1: a stored-value wrapper that keeps its value in UserDefaults.
// Tapping writes the new count to UserDefaults, but the wrapper holds no SwiftUI state, so nothing
// tells SwiftUI that CupCounter changed: the value is saved, the button keeps showing 0.
import SwiftUI

@propertyWrapper
struct StoredValue: DynamicProperty {
  let key: String
  let defaultValue: Int

  init(wrappedValue: Int, _ key: String) {
    self.key = key
    self.defaultValue = wrappedValue
  }

  var wrappedValue: Int {
    get { UserDefaults.standard.object(forKey: key) as? Int ?? defaultValue }
    nonmutating set { UserDefaults.standard.set(newValue, forKey: key) }
  }
}

struct CupCounter: View {
  @StoredValue("cups") var cups = 0

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
