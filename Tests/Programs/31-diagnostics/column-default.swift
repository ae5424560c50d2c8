func trace(column: Int = #column) -> Int { column } // expect error: not supported yet: '#column' as a default argument (the caller's column)
print(trace())
