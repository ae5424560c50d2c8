var big = Int.max
print("before") // expect: before
big += 1 // expect crash: Fatal error: Arithmetic overflow
