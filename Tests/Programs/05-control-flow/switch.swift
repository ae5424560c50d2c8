func classify(_ n: Int) -> String {
  switch n {
  case 0: return "zero"
  case 1...9: return "digit"
  case let x where x < 0: return "negative"
  default: return "big"
  }
}
print(classify(0), classify(5), classify(-2), classify(42)) // expect: zero digit negative big
let point = (0, 3)
switch point {
case (0, 0): print("origin")
case (0, _): print("on the y axis") // expect: on the y axis
default: print("elsewhere")
}
let letter = "b"
switch letter {
case "a", "e", "i": print("vowel")
default: print("consonant") // expect: consonant
}
