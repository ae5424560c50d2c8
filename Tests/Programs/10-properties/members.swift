// lazy properties, willSet/didSet, subscripts, failable and variadic initializers, typealias, nested types,
// overloads by label, @autoclosure, indirect enums, Comparable, as!, fallthrough.
final class Report {
  var builds = 0
  lazy var summary: String = {
    builds += 1
    return "built \(builds)"
  }()
}
let report = Report()
print(report.builds) // expect: 0
print(report.summary, report.summary) // expect: built 1 built 1

struct Thermostat {
  var log: [String] = []
  var target = 20 {
    willSet { log.append("will \(target)→\(newValue)") }
    didSet { log.append("did \(oldValue)→\(target)") }
  }
  init(target: Int) { self.target = target }
}
var thermostat = Thermostat(target: 18)
print(thermostat.log.isEmpty) // expect: true
thermostat.target = 22
print(thermostat.log) // expect: ["will 18→22", "did 18→22"]

struct Grid {
  typealias Cell = Int
  struct Size {
    var columns: Int
    var rows: Int
  }
  let size: Size
  var cells: [Cell]
  init?(columns: Int, rows: Int) {
    guard columns > 0, rows > 0 else { return nil }
    size = Size(columns: columns, rows: rows)
    cells = Array(repeating: 0, count: columns * rows)
  }
  subscript(column: Int, row: Int) -> Cell {
    get { cells[row * size.columns + column] }
    set { cells[row * size.columns + column] = newValue }
  }
}
print(Grid(columns: 0, rows: 2) == nil) // expect: true
var grid = Grid(columns: 3, rows: 2)!
grid[2, 1] = 7
print(grid[2, 1], grid.cells) // expect: 7 [0, 0, 0, 0, 0, 7]

func total(_ values: Int...) -> Int { values.reduce(0, +) }
print(total(), total(1, 2, 3)) // expect: 0 6

func describe(_ value: Int) -> String { "int \(value)" }
func describe(label value: Int) -> String { "labelled \(value)" }
print(describe(1), describe(label: 2)) // expect: int 1 labelled 2

var evaluated = 0
func expensive() -> Bool {
  evaluated += 1
  return true
}
func check(_ condition: @autoclosure () -> Bool, enabled: Bool) -> Bool { enabled && condition() }
print(check(expensive(), enabled: false), evaluated) // expect: false 0
print(check(expensive(), enabled: true), evaluated) // expect: true 1

indirect enum Expression {
  case number(Int)
  case sum(Expression, Expression)
}
func evaluate(_ e: Expression) -> Int {
  switch e {
  case .number(let n): return n
  case .sum(let a, let b): return evaluate(a) + evaluate(b)
  }
}
print(evaluate(.sum(.number(2), .sum(.number(3), .number(4))))) // expect: 9

struct Version: Comparable {
  var major: Int
  var minor: Int
  static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
}
print(Version(major: 1, minor: 2) < Version(major: 1, minor: 10)) // expect: true
print([Version(major: 2, minor: 0), Version(major: 1, minor: 5)].sorted().map(\.major)) // expect: [1, 2]

let anything: Any = 42
let number = anything as! Int
print(number + 1) // expect: 43

switch 5 {
case 5:
  print("five") // expect: five
  fallthrough
case 6:
  print("six too") // expect: six too
default:
  print("never")
}
