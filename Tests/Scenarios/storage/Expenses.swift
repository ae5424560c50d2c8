import SwiftUI

struct ExpenseItem: Identifiable, Codable {
    var id = UUID()
    let name: String
    let amount: Double
}

/// The 100 Days of SwiftUI pattern: encode on every change, decode in init.
class Expenses: ObservableObject {
    @Published var items = [ExpenseItem]() {
        didSet {
            if let encoded = try? JSONEncoder().encode(items) {
                UserDefaults.standard.set(encoded, forKey: "Items")
            }
        }
    }

    init() {
        if let saved = UserDefaults.standard.data(forKey: "Items"),
           let decoded = try? JSONDecoder().decode([ExpenseItem].self, from: saved) {
            items = decoded
            return
        }
        items = []
    }
}

struct ExpensesView: View {
    @StateObject private var expenses = Expenses()

    var body: some View {
        VStack {
            ForEach(expenses.items) { item in
                Text("\(item.name): \(item.amount)")
            }
            Button("Add") { expenses.items.append(ExpenseItem(name: "Tea", amount: 2.5)) }
        }
    }
}
