// run: exec (needs the host's Foundation pieces and async runtime; ExecProgramTests runs it)
// Foundation's format styles on numbers, and String(format:).
import Foundation

print(3.14159.formatted(.number.precision(.fractionLength(2)))) // expect: 3.14
print(1234.formatted(.number)) // expect: 1,234
print(1234.5678.formatted(.number)) // expect: 1,234.5678
print(0.256.formatted(.percent)) // expect: 25.6%
print(1234.5.formatted(.number.grouping(.never))) // expect: 1234.5
print(2.0.formatted(.number.precision(.significantDigits(3)))) // expect: 2.00
print(String(format: "%.3f|%5d|", 2.0 / 3.0, 42)) // expect: 0.667|   42|
