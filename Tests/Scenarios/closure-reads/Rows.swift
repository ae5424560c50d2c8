import Observation
import SwiftUI

struct Row: Identifiable {
  let id: Int
  let name: String
}

@Observable final class Settings {
  var marker = "*"
}

/// State and an @Observable property read only inside ForEach's row closure: SwiftUI evaluates the rows
/// on the view's behalf, so a change updates the rows (issue 20.1).
struct ClosureReadsView: View {
  @State var rows = [Row(id: 1, name: "a"), Row(id: 2, name: "b")]
  @State var suffix = "!"
  @State var settings = Settings()

  var body: some View {
    VStack {
      ForEach(rows) { row in
        Text(settings.marker + row.name + suffix)
      }
      Button("Change suffix") { suffix = "?" }
      Button("Change marker") { settings.marker = "#" }
    }
  }
}
