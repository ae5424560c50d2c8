import SwiftUI

/// ActionSheet buttons declared with their type, and a nested enum chosen before presenting (the body
/// reads it, so the sheet's content is built from the current value: see pitfalls/stale-capture).
struct PostMenu: View {
    enum Owner { case mine, theirs }
    @State private var showSheet = false
    @State private var owner: Owner = .theirs

    var body: some View {
        VStack {
            Text(owner == .mine ? "Editing mine" : "Viewing theirs")
            Button("My post") { owner = .mine; showSheet = true }
            Button("Their post") { owner = .theirs; showSheet = true }
        }
        .actionSheet(isPresented: $showSheet, content: menu)
    }

    func menu() -> ActionSheet {
        let share: ActionSheet.Button = .default(Text("Share")) { print("share") }
        let delete: ActionSheet.Button = .destructive(Text("Delete")) { print("delete") }
        let cancel: ActionSheet.Button = .cancel()
        switch owner {
        case .mine: return ActionSheet(title: Text("Post"), message: nil, buttons: [share, delete, cancel])
        case .theirs: return ActionSheet(title: Text("Post"), message: nil, buttons: [share, cancel])
        }
    }
}
