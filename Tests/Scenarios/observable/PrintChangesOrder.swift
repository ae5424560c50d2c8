import Observation
import SwiftUI

@Observable final class Meter {
  var level = 0
}

/// A child whose @Observable dependency and its own value change in one action: SwiftUI prints
/// "ChildView: @dependencies, @self changed." (SEMANTICS §7.2, UberJason/ObservableWeirdness).
struct ChildView: View {
  let meter: Meter
  let label: String

  var body: some View {
    let _ = Self._printChanges()
    Text("\(label) \(meter.level)")
  }
}

struct OrderRoot: View {
  @State var meter = Meter()
  @State var round = 1

  var body: some View {
    VStack {
      ChildView(meter: meter, label: "round \(round)")
      Button("Both") {
        meter.level += 1
        round += 1
      }
    }
  }
}
