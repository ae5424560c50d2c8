import SwiftUI

// `.badge` shows a count or a text beside a row's label, and none for 0 or nil (issue 15: badges were
// dropped, so a screen's unread count could not be checked). Apple:
// https://developer.apple.com/documentation/swiftui/view/badge(_:)-84e43
struct Inbox: View {
  @State private var unread = 2
  @State private var flagged: String? = nil

  var body: some View {
    List {
      Text("Inbox")
        .badge(unread)
      Text("Flagged")
        .badge(flagged.map { Text($0) })
      Text("Drafts")
        .badge("New")
      Button("Read all") {
        unread = 0
        flagged = "!"
      }
    }
  }
}
