for i in 0..<3 {
  print(i)
}
// expect: 0
// expect: 1
// expect: 2
for (index, name) in ["a", "b"].enumerated() {
  print(index, name)
}
// expect: 0 a
// expect: 1 b
var n = 0
repeat {
  n += 2
} while n < 5
print(n) // expect: 6
outer: for i in 1...3 {
  for j in 1...3 {
    if j == 2 { continue outer }
    if i == 3 { break outer }
    print(i, j)
  }
}
// expect: 1 1
// expect: 2 1
for i in 1...6 where i % 3 == 0 {
  print("multiple", i)
}
// expect: multiple 3
// expect: multiple 6
