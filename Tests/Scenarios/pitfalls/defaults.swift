import SwiftUI

@propertyWrapper
struct Stored: DynamicProperty {
  let key: String

  var wrappedValue: Int {
    get { UserDefaults.standard.integer(forKey: key) }
    nonmutating set { UserDefaults.standard.set(newValue, forKey: key) }
  }
}

struct Visits: View {
  @Stored(key: "visits") var visits: Int

  var body: some View {
    Button("Visits: \(visits)") {
      visits += 1
    }
  }
}

struct FixedVisits: View {
  @AppStorage("visits") var visits = 0

  var body: some View {
    Button("Fixed: \(visits)") {
      visits += 1
    }
  }
}
