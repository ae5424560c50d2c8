import SwiftUI

/// Views that modifiers add beside the modified one: bar items, an overlay, a context menu, swipe actions.
struct Inbox: View {
    @State private var messages = ["Hello", "Lunch?"]
    @State private var unread = 2

    var body: some View {
        NavigationView {
            List {
                ForEach(messages, id: \.self) { message in
                    Text(message)
                        .contextMenu {
                            Button("Copy \(message)") { print("copied \(message)") }
                        }
                        .swipeActions {
                            Button("Archive \(message)") { messages.removeAll { $0 == message } }
                        }
                }
            }
            .overlay(Text("Unread: \(unread)"))
            .navigationBarTitle("Inbox")
            .navigationBarItems(
                leading: EditButton(),
                trailing: Button(action: { unread = 0 }) { Image(systemName: "checkmark") })
        }
    }
}
