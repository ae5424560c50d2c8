import SwiftUI
import Observation

@Observable final class Session { var user = "ann" }

struct Profile: View {
  @Environment(Session.self) private var session
  var body: some View { Text(session.user) }
}
