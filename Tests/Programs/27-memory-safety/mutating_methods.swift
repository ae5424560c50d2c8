// A mutating method has write access to self for the whole call: calling one on an array element,
// an optional, a dictionary value or a nested property writes the change back once (the property
// observer fires once per call), and a copy is unaffected (The Swift Programming Language, "Memory
// Safety": Conflicting Access to self in Methods); expectations are swiftc's output.
struct Todo {
  var title: String
  var done = false { didSet { print("done:", title, done) } }
  mutating func toggle() { done.toggle() }
  mutating func rename(to newTitle: String) {
    title = newTitle
    toggle()
  }
}
struct Board {
  var todos: [Todo] = []
  var pinned: Todo?
  var archive: [String: Todo] = [:]
  mutating func finishAll() {
    for index in todos.indices where !todos[index].done { todos[index].toggle() }
  }
}
var board = Board(todos: [Todo(title: "shop"), Todo(title: "call", done: true), Todo(title: "read")])
board.finishAll()
print(board.todos.map(\.done))
board.todos[0].rename(to: "Shop")
print(board.todos[0])
board.pinned = Todo(title: "pin")
board.pinned?.toggle()
print(board.pinned?.done as Any)
board.archive["old"] = Todo(title: "old")
board.archive["old"]?.toggle()
board.archive["missing"]?.toggle()
print(board.archive.count, board.archive["old"]!.done)
var snapshot = board
snapshot.todos[2].toggle()
print(board.todos[2].done, snapshot.todos[2].done)
board.todos.sort { $0.title < $1.title }
print(board.todos.map(\.title))
// What swiftc's build prints, in order:
// expect: done: shop true
// expect: done: read true
// expect: [true, true, true]
// expect: done: Shop false
// expect: Todo(title: "Shop", done: false)
// expect: done: pin true
// expect: Optional(true)
// expect: done: old true
// expect: 1 true
// expect: done: read false
// expect: true false
// expect: ["Shop", "call", "read"]
