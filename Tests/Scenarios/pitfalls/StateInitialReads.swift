import SwiftUI

// The iExpense shape (Hacking with Swift): a model whose initializer loads from UserDefaults, held in
// @State. `Store()` runs whenever the parent's body builds ExpensesView, but @State keeps the first
// store, so that read decides nothing on screen: saving is no unobserved write. A body that shows
// UserDefaults directly is one.
@Observable
final class Store {
    var count: Int {
        didSet { UserDefaults.standard.set(count, forKey: "Count") }
    }
    init() { count = UserDefaults.standard.integer(forKey: "Count") }
}

struct ExpensesView: View {
    @State private var store = Store()
    var body: some View {
        VStack {
            Text("count \(store.count)")
            Button("Add") { store.count += 1 }
        }
    }
}

struct Shell: View {
    var body: some View { ExpensesView() }
}

struct SavedBadge: View {
    var body: some View {
        VStack {
            Text("saved \(UserDefaults.standard.integer(forKey: "Count"))")
            ExpensesView()
        }
    }
}
