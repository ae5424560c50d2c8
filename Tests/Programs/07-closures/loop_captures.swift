// Each loop iteration has variables of its own (The Swift Programming Language, "Closures": capturing
// values); expectations are swiftc's output.
var fs: [(Int) -> Int] = []
for i in 1...4 { fs.append { $0 + i } }
print(fs.map { $0(100) }) // expect: [101, 102, 103, 104]
var gs: [() -> Int] = []
var n = 0
while n < 3 { let m = n * 10; gs.append { m }; n += 1 }
print(gs.map { $0() }) // expect: [0, 10, 20]
for (k, v) in [("a", 1), ("b", 2)] where v > 0 { gs.append { v } }
print(gs.map { $0() }) // expect: [0, 10, 20, 1, 2]
func firstBig(_ xs: [Int]) -> Int? { for x in xs { let f = { x > 5 }; if f() { return x } }; return nil }
print(firstBig([1, 7, 9]) as Any) // expect: Optional(7)
outer: for i in 0..<3 { for j in 0..<3 { let c = { i * j }; if c() == 2 { print("found", i, j); break outer } } } // expect: found 1 2
