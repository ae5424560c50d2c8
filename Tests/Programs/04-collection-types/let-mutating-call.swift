// A mutating method of a standard library collection called on a `let` is rejected, as swiftc does.
let numbers = [3, 1, 2]
numbers.sort() // expect error: cannot use mutating member on immutable value: 'numbers' is a 'let' constant
