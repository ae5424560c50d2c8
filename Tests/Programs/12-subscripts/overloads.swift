// Overloaded subscripts: Swift chooses by argument label, then by the arguments' types, then by the result
// type the context asks for; an Optional result stays wrapped; a subclass's override of the chosen one runs
// (The Swift Programming Language, "Subscripts": Subscript Options); expectations are swiftc's output.
struct Lookup {
  subscript(i: Int) -> String { "int \(i)" }
  subscript(s: String) -> String { "string \(s)" }
  subscript(d: Double) -> String { "double \(d)" }
}
let lookup = Lookup()
print(lookup[1], lookup["a"], lookup[2.5]) // expect: int 1 string a double 2.5
struct Table {
  subscript(at i: Int) -> String { "at \(i)" }
  subscript(i: Int) -> String { "plain \(i)" }
  subscript(row r: Int, column c: Int) -> String { "cell \(r),\(c)" }
}
let table = Table()
print(table[3], table[at: 3], table[row: 1, column: 2]) // expect: plain 3 at 3 cell 1,2
struct Typed {
  subscript(i: Int) -> Int { i * 2 }
  subscript(i: Int) -> String { "text \(i)" }
}
let number: Int = Typed()[1]
let text: String = Typed()[1]
print(number, text) // expect: 2 text 1
struct Maybe { subscript(i: Int) -> String? { i > 0 ? "yes" : nil } }
print(Maybe()[1] as Any, Maybe()[0] as Any) // expect: Optional("yes") nil
print([Maybe()[1]]) // expect: [Optional("yes")]
class Shape {
  subscript(i: Int) -> String { "shape \(i)" }
  subscript(name: String) -> String { "shape named \(name)" }
}
final class Square: Shape {
  override subscript(i: Int) -> String { "square \(i)" }
}
let shape: Shape = Square()
print(shape[4], shape["s"]) // expect: square 4 shape named s
