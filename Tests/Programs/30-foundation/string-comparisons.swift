import Foundation

// Foundation's comparisons return ComparisonResult; the localized ones order as an en_US phone does.
let words = ["file10", "file2", "File1", "apple", "Äpfel", "zoë", "Zoe", "éclair", "eclair", "a b", "a-b", "ab"]
print(words.sorted { $0.compare($1) == .orderedAscending })
// expect: ["Äpfel", "File1", "Zoe", "a b", "a-b", "ab", "apple", "eclair", "éclair", "file10", "file2", "zoë"]
print(words.sorted { $0.caseInsensitiveCompare($1) == .orderedAscending })
// expect: ["a b", "a-b", "ab", "apple", "Äpfel", "eclair", "éclair", "File1", "file10", "file2", "Zoe", "zoë"]
print(words.sorted { $0.localizedCompare($1) == .orderedAscending })
// expect: ["a b", "a-b", "ab", "Äpfel", "apple", "eclair", "éclair", "File1", "file10", "file2", "Zoe", "zoë"]
print(words.sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending })
// expect: ["a b", "a-b", "ab", "Äpfel", "apple", "eclair", "éclair", "File1", "file10", "file2", "Zoe", "zoë"]
print(words.sorted { $0.localizedStandardCompare($1) == .orderedAscending })
// expect: ["a b", "a-b", "ab", "Äpfel", "apple", "eclair", "éclair", "File1", "file2", "file10", "Zoe", "zoë"]
let result = "a".caseInsensitiveCompare("B")
print(result, result.rawValue, String(reflecting: result))
// expect: orderedAscending -1 FoundationEssentials.ComparisonResult.orderedAscending
print("a".localizedCaseInsensitiveCompare("A") == .orderedSame, "a".localizedCompare("A").rawValue)
// expect: true -1
print("Zoë".localizedStandardContains("zoe"), "Zoë".localizedCaseInsensitiveContains("zoe"))
// expect: true false
