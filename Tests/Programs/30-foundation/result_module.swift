// The standard library's Result belongs to module Swift, also when a Foundation library is compiled first.
import Foundation

let ok: Result<Int, Error> = .success(1)
if case .success(let value) = ok { print(value) } // expect: 1
print(String(reflecting: ComparisonResult.orderedSame)) // expect: FoundationEssentials.ComparisonResult.orderedSame
