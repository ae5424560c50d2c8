var s = 0
var i = 0
while i < 10 {
  s += i
  i += 1
}
print(s) // expect: 45
let d: Double = 1
print(d / 4) // expect: 0.25
print(7 / 2, 7 % 2) // expect: 3 1
print(2.5 * 2) // expect: 5.0
print(-3 + 1) // expect: -2
print(1 < 2 && 2 < 3, 1 > 2 || false) // expect: true false
print(10 == 10, "a" != "b") // expect: true true
