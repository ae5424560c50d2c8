import SwiftUI

/// A TabView bound to a selection: each tab keeps its state while another is shown; a tab's views appear
/// when it is selected and disappear when another is.
struct TabsHome: View {
    @State private var tab = "inbox"

    var body: some View {
        TabView(selection: $tab) {
            CounterTab(title: "Inbox")
                .tabItem { Label("Inbox", systemImage: "tray") }
                .tag("inbox")
            CounterTab(title: "Sent")
                .tabItem {
                    Image(systemName: "paperplane")
                    Text("Sent")
                }
                .tag("sent")
        }
    }
}

struct CounterTab: View {
    let title: String
    @State private var count = 0

    var body: some View {
        VStack {
            Text("\(title): \(count)")
            Button("Add to \(title)") { count += 1 }
        }
        .onAppear { print("\(title) appeared") }
        .onDisappear { print("\(title) disappeared") }
    }
}
