import SwiftUI

/// The edits a List's onDelete and onMove make, driven here by buttons.
struct FruitList: View {
    @State private var fruits = ["Apple", "Banana", "Cherry", "Date"]

    var body: some View {
        VStack {
            List {
                ForEach(fruits, id: \.self) { Text($0) }
                    .onDelete { offsets in fruits.remove(atOffsets: offsets) }
                    .onMove { from, to in fruits.move(fromOffsets: from, toOffset: to) }
            }
            Text(fruits.joined(separator: ","))
            Button("Move first two to end") { fruits.move(fromOffsets: IndexSet([0, 1]), toOffset: fruits.count) }
            Button("Delete second") { fruits.remove(atOffsets: IndexSet(integer: 1)) }
        }
    }
}
