import SwiftUI

struct Expense: Identifiable {
    let id: Int
    let name: String
    let amount: Double
}

/// A list whose rows are swiped away through `.onDelete`.
struct ExpenseList: View {
    @State private var items = [
        Expense(id: 1, name: "Tea", amount: 2.5), Expense(id: 2, name: "Cake", amount: 4),
        Expense(id: 3, name: "Tea", amount: 3),
    ]

    var body: some View {
        NavigationStack {
            List {
                ForEach(items) { item in
                    HStack {
                        Text(item.name)
                        Text("\(item.amount, specifier: "%.1f")")
                    }
                }
                .onDelete { offsets in items.remove(atOffsets: offsets) }
            }
            .navigationTitle("Expenses: \(items.count)")
        }
    }
}
