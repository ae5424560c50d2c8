// Instance subscripts with one and several parameters, get/set, argument labels and default values
// (The Swift Programming Language, "Subscripts": Subscript Syntax, Subscript Options); expectations are swiftc's output.
struct Grid {
  let rows: Int, columns: Int
  var cells: [Double]
  init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
    cells = Array(repeating: 0.0, count: rows * columns)
  }
  subscript(row: Int, column: Int) -> Double {
    get { cells[row * columns + column] }
    set { cells[row * columns + column] = newValue }
  }
  func row(_ r: Int) -> [Double] { (0..<columns).map { self[r, $0] } }
  mutating func fill(row r: Int, with value: Double) {
    for c in 0..<columns { self[r, c] = value }
  }
}
var grid = Grid(rows: 2, columns: 3)
grid[0, 1] = 1.5
grid[1, 2] = 3
grid[0, 1] += 2
print(grid[0, 1], grid[1, 2], grid[1, 0]) // expect: 3.5 3.0 0.0
grid.fill(row: 1, with: 7)
print(grid.row(0), grid.row(1)) // expect: [0.0, 3.5, 0.0] [7.0, 7.0, 7.0]
print(grid.cells.count) // expect: 6
struct Weekdays {
  let names = ["Mon", "Tue", "Wed", "Thu", "Fri"]
  subscript(index: Int) -> String { names[index % names.count] }
}
let days = Weekdays()
print(days[0], days[7]) // expect: Mon Wed
struct Preferences {
  var storage: [String: String] = [:]
  subscript(key key: String, fallback fallback: String = "unset") -> String {
    get { storage[key] ?? fallback }
    set(value) { storage[key] = value }
  }
}
var prefs = Preferences()
prefs[key: "theme"] = "dark"
prefs[key: "theme"] += "-blue"
print(prefs[key: "theme"], prefs[key: "font"], prefs[key: "font", fallback: "system"]) // expect: dark-blue unset system
final class Inventory {
  private var counts: [String: Int] = [:]
  subscript(item: String) -> Int {
    get { counts[item, default: 0] }
    set(newCount) { counts[item] = newCount > 0 ? newCount : nil }
  }
  var total: Int { counts.values.reduce(0, +) }
}
let stock = Inventory()
stock["apple"] = 3
stock["apple"] += 2
stock["pear"] = 1
stock["pear"] -= 1
print(stock["apple"], stock["pear"], stock.total) // expect: 5 0 5
func restock(_ count: inout Int) { count += 100 }
restock(&stock["apple"])
func double(_ value: inout Double) { value *= 2 }
double(&grid[0, 1])
print(stock["apple"], grid[0, 1]) // expect: 105 7.0
struct Store { var inventory = Inventory(); var shelves = [[1, 2], [3, 4]] }
var store = Store()
store.inventory["kiwi"] = 4
store.shelves[1][0] = 9
store.shelves[0][1] += 10
print(store.inventory["kiwi"], store.shelves) // expect: 4 [[1, 12], [9, 4]]
