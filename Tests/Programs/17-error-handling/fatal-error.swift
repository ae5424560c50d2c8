func check(_ n: Int) {
  precondition(n > 0, "n must be positive")
  print("ok", n)
}
check(1) // expect: ok 1
check(0) // expect crash: Precondition failed: n must be positive
