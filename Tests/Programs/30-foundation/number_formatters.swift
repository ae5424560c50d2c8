// run: exec (needs the host's Foundation pieces; ExecProgramTests runs it)
// Foundation's NumberFormatter as apps configure it (currency without a symbol, decimal with a locale,
// percent), NSNumber values and `Double(truncating:)`; expectations are swiftc's output (en_US).
import Foundation
let currency = NumberFormatter()
currency.numberStyle = .currency
currency.maximumFractionDigits = 3
currency.currencySymbol = ""
currency.locale = Locale(identifier: "en_US")
print(currency.string(from: 12.5 as NSNumber) ?? "-", currency.string(from: NSNumber(value: 1234.5678)) ?? "-")
let decimal = NumberFormatter()
decimal.numberStyle = .decimal
decimal.locale = Locale(identifier: "en_US")
let parsed = decimal.number(from: "1,234.5") ?? 0
print(Double(truncating: parsed), parsed.doubleValue, parsed.intValue)
print(decimal.string(for: 3) ?? "-", decimal.number(from: "abc") as Any)
let percent = NumberFormatter()
percent.numberStyle = .percent
percent.locale = Locale(identifier: "en_US")
print(percent.string(from: 0.256) ?? "-")
// What swiftc's build prints, in order:
// expect: 12.50 1,234.57
// expect: 1234.5 1234.5 1234
// expect: 3 nil
// expect: 26%
