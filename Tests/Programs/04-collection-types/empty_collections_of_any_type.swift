// An empty array or dictionary made by calling its type (The Swift Programming Language, "Collection
// Types": `[Int]()`), whatever its element type is named — a lowercase type, a tuple with or without
// labels, a nested collection; expectations are swiftc's output.
struct qAndA { var q: String }
var questions = [qAndA]()
questions.append(qAndA(q: "1+1"))
var pairs = [(f1: Int, f2: Int)]()
pairs.append((f1: 2, f2: 3))
var byName = [String: [qAndA]]()
byName["a"] = questions
var plain = [(Int, String)]()
plain.append((1, "x"))
var grid = [[Int]]()
grid.append([1, 2])
print(questions, pairs, byName, plain, grid)
print(pairs[0].f2, type(of: pairs))
// What swiftc's build prints, in order:
// expect: [empty_collections_of_any_type.qAndA(q: "1+1")] [(f1: 2, f2: 3)] ["a": [empty_collections_of_any_type.qAndA(q: "1+1")]] [(1, "x")] [[1, 2]]
// expect: 3 Array<(f1: Int, f2: Int)>
