import SwiftUI
/// Text fields bound to numbers through `TextField(_:value:format:)`.
struct NumberFieldsView: View {
    @State var count = 3
    @State var price = 1.5
    var body: some View {
        Form {
            TextField("Count", value: $count, format: .number)
            TextField("Price", value: $price, format: .number)
            Text("count \(count) price \(price)")
        }
    }
}
