// A `try`, `try?` or `try!` at the start of an operator expression covers all of it, however many
// operators follow. Expectations are swiftc's output.
func two() throws -> Int { 2 }
let hoisted = try? two() + 1
let longer = try? two() * 3 + 1
print(hoisted as Any, longer as Any, try! two() * 3)
// expect: Optional(3) Optional(7) 6
