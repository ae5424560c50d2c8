// run: exec (needs the host's Foundation pieces and async runtime; ExecProgramTests runs it)
// Fixed locales: their description and their region's currency (swiftc 6.3.1 on Linux prints the same;
// `Locale.current` is the simulated iPhone's en_US, see Tests/Scenarios/vocabulary/formatting).
import Foundation

print(Locale(identifier: "es")) // expect: es (fixed es)
print(Locale(identifier: "de_DE").currency?.identifier ?? "nil") // expect: EUR
print(Locale(identifier: "es").currency?.identifier ?? "nil") // expect: nil
print(Locale(identifier: "en_GB").currency?.identifier ?? "nil") // expect: GBP
print(Locale(identifier: "ja_JP").identifier) // expect: ja_JP
let style: FloatingPointFormatStyle<Double>.Currency = .currency(code: "EUR")
print(3.0.formatted(style)) // expect: €3.00
