let items = [1, 2, 3]
print(items[1]) // expect: 2
print(items[3]) // expect crash: Fatal error: Index out of range
