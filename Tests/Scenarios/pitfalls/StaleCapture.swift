import SwiftUI

struct Fruit: Identifiable {
    let id: Int
    let name: String
}

/// The stale-sheet bug: `selected` is written in an action and read only inside the sheet's content, so
/// the presenter's body never re-runs and the content closure it built shows the old value.
struct StaleSheet: View {
    @State private var selected = "none"
    @State private var showing = false

    var body: some View {
        VStack {
            Button("Show apple") { selected = "apple"; showing = true }
            Button("Show pear") { selected = "pear"; showing = true }
        }
        .sheet(isPresented: $showing) { Text("Selected: \(selected)") }
    }
}

/// The fix the pitfall names: present with sheet(item:), so the content gets the current item.
struct ItemSheet: View {
    @State private var chosen: Fruit?

    var body: some View {
        Button("Show apple") { chosen = Fruit(id: 1, name: "apple") }
            .sheet(item: $chosen) { fruit in Text("Selected: \(fruit.name)") }
    }
}
