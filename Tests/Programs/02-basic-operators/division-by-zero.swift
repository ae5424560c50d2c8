let zero = 0
print(10 / zero) // expect crash: Fatal error: Division by zero
