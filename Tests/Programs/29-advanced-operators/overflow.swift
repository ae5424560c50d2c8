// swiftc: traps without a message (an -Onone overflow check); dynprop-repl names the trap.
var big = Int.max
print("before") // expect: before
big += 1 // expect crash: Fatal error: Arithmetic overflow
