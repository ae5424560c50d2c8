import SwiftUI

/// The iOS 13 alert and action sheet values, still common in public code.
struct LegacyAlertsView: View {
  @State var confirm = false
  @State var simple = false
  @State var share = false
  @State var log = "nothing"

  var body: some View {
    VStack {
      Text("log: \(log)")
      Button("Confirm") { confirm = true }
      Button("Simple") { simple = true }
      Button("Share") { share = true }
    }
    .alert(isPresented: $confirm) {
      Alert(
        title: Text("Remove?"), message: Text("It cannot be undone."),
        primaryButton: .destructive(Text("Remove")) { log = "removed" },
        secondaryButton: .cancel())
    }
    .alert(isPresented: $simple) {
      Alert(title: Text("Done"))
    }
    .actionSheet(isPresented: $share) {
      ActionSheet(
        title: Text("Share via"),
        buttons: [.default(Text("Mail")) { log = "mail" }, .cancel()])
    }
  }
}
