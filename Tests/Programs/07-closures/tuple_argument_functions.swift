// A function of two parameters passed where a function of one tuple is expected takes the tuple's
// elements as its arguments (SE-0110's special case), directly or through a generic `(T) -> ()`.
func takesPair(_ fn: ((Int, String)) -> Void, _ a: Int, _ b: String) { fn((a, b)) }
func takesAny<T>(_ fn: (T) -> Void, _ a: T) { fn(a) }
func show(_ n: Int, _ s: String) { print(n, s) }
takesPair(show, 1, "a") // expect: 1 a
takesAny(show, (2, "b")) // expect: 2 b
[(3, "c")].forEach(show) // expect: 3 c
