let pair = (1, "one")
print(pair.0, pair.1) // expect: 1 one
let named = (x: 3, y: 4)
print(named.x * named.y) // expect: 12
let (a, b) = (10, 20)
print(a + b) // expect: 30
func divide(_ n: Int, by d: Int) -> (quotient: Int, remainder: Int) {
  return (quotient: n / d, remainder: n % d)
}
let result = divide(17, by: 5)
print(result.quotient, result.remainder) // expect: 3 2
