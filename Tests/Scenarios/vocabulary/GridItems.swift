import SwiftUI
/// `GridItem`s for grid columns and rows, `EdgeInsets`, `UnitPoint` and `FillStyle`: SwiftUI's value
/// types with their defaults (`.flexible()` is 10 to infinity points).
struct PhotoGrid: View {
    @State private var selected = -1
    let columns = [GridItem(.flexible()), GridItem(.flexible())]
    let rows = Array(repeating: GridItem(.fixed(30), spacing: 4), count: 2)
    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 10) {
                ForEach(0..<4) { index in
                    Button("Photo \(index)") { selected = index }
                }
            }
            .padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { Text("Adaptive") }
            LazyHGrid(rows: rows) { Text("Row") }
            Text(selected < 0 ? "none" : "selected \(selected)")
            LinearGradient(colors: [.red, .blue], startPoint: .topLeading, endPoint: UnitPoint(x: 1, y: 0.5))
            Circle().fill(.red, style: FillStyle(eoFill: true))
        }
        .onAppear { print(columns[0]); print(rows[1].spacing as Any, UnitPoint.bottomTrailing) }
    }
}
