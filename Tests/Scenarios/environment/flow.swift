import SwiftUI

private struct AccentKey: EnvironmentKey {
  static let defaultValue = "blue"
}

extension EnvironmentValues {
  var accent: String {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
}

struct Themed: View {
  var body: some View {
    VStack {
      Swatch()
      Swatch()
        .environment(\.accent, "red")
    }
  }
}

struct Swatch: View {
  @Environment(\.accent) var accent

  init() {
    print("init sees \(accent)")
  }

  var body: some View {
    Text("accent \(accent)")
  }
}
