import SwiftUI

@propertyWrapper
struct Logged: DynamicProperty {
  @State private var hits = 0
  let name: String

  init(_ name: String) {
    self.name = name
  }

  var wrappedValue: Int { hits }

  func update() {
    print("update \(name) sees \(hits)")
  }

  func hit() {
    hits += 1
  }
}

struct Board: View {
  @Logged("board") var hits: Int

  var body: some View {
    let _ = print("body sees \(hits)")
    Button("Hit") {
      _hits.hit()
    }
  }
}
