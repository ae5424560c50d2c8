let a = 1
print(a + missingValue) // expect error: cannot find 'missingValue' in scope
