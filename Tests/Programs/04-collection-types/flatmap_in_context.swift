// Where the context asks for `[E]` and the closure's results are `E`s, `flatMap` is the one that takes
// an `E?` (it drops `nil`s); a result that is a sequence of `E` is flattened.
print(["hello", "world"].flatMap { $0 } as [String]) // expect: ["hello", "world"]
print(["hi", "yo"].flatMap { $0 } as [Character]) // expect: ["h", "i", "y", "o"]
let letters: [String] = ["ab"].flatMap { Array($0).map(String.init) }
print(letters) // expect: ["a", "b"]
let nested: [[Int]] = [[1], [2]].flatMap { $0 }
print(nested, [[1], [2]].flatMap { $0 }) // expect: [[1], [2]] [1, 2]
let kept: [Int] = [1, 2, 3].flatMap { $0 > 1 ? $0 : nil }
print(kept) // expect: [2, 3]
