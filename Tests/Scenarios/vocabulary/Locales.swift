import SwiftUI

/// The iExpense pattern: the currency code of the phone's locale, with a fallback.
struct AmountView: View {
    @Environment(\.locale) var locale
    @State private var amount = 12.5
    var style: FloatingPointFormatStyle<Double>.Currency = .currency(code: Locale.current.currency?.identifier ?? "XXX")

    var body: some View {
        VStack {
            Text("Locale: \(String(describing: locale))")
            Text(amount, format: style)
            TextField("Amount", value: $amount, format: .currency(code: Locale.current.currency?.identifier ?? "XXX"))
        }
    }
}
