// run: exec (needs the host's Foundation pieces and async runtime; ExecProgramTests runs it)
// Data values: empty, and from text (swiftc prints the same).
import Foundation

let empty = Data()
print(empty.count, empty.isEmpty) // expect: 0 true
let text = "héllo".data(using: .utf8)!
print(text.count, String(data: text, encoding: .utf8)!) // expect: 6 héllo
