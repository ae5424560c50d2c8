// A function value of a declared function type picks, among functions of one name, the one with that
// many parameters.
func divide(_ a: Int, by b: Int) -> Int { a / b }
func divide(_ a: Int, by b: Int, _ c: Int, thenAdd d: Int) -> Int { a / b / c + d }
let two: (Int, Int) -> Int = divide
let four: (Int, Int, Int, Int) -> Int = divide
print(two(20, 2)) // expect: 10
print(four(60, 2, 3, 300)) // expect: 310
