import SwiftUI

/// Text formatting as SwiftUI code writes it: printf specifiers in interpolations, Foundation format styles
/// in `Text(_:format:)`, interpolations and `formatted(_:)`, and date styles (en_US, UTC).
struct FormattingView: View {
  @State var price = 3.14159
  @State var big = 1234.5678
  @State var count = 1_234_567
  let when = Date(timeIntervalSince1970: 3665)

  var body: some View {
    VStack {
      Text("Price: \(price, specifier: "%.2f")")
      Text("n: \(count, specifier: "%d")")
      Text(price, format: .number)
      Text(big, format: .number.precision(.fractionLength(2)))
      Text(count, format: .number)
      Text(0.256, format: .percent)
      Text(3.5, format: .currency(code: "USD"))
      Text("Total \(big, format: .currency(code: "EUR"))")
      Text(big, format: .number.grouping(.never))
      Text(price.formatted(.number.precision(.fractionLength(0...1))))
      Text(when, style: .date)
      Text(when, style: .time)
      Text(when, format: .dateTime.hour().minute())
      Text(when.formatted(date: .abbreviated, time: .shortened))
      Button("More") { price += 1 }
    }
  }
}
