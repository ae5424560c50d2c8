// Type subscripts: static subscripts on a struct and an enum, with a setter, and class subscripts
// overridden in a subclass (The Swift Programming Language, "Subscripts": type subscripts); expectations are
// swiftc's output.
struct Settings {
  static var values: [String: String] = ["theme": "dark"]
  static subscript(key: String) -> String? {
    get { values[key] }
    set { values[key] = newValue }
  }
}
print(Settings["theme"] as Any)
Settings["font"] = "mono"
print(Settings["font"] ?? "none", Settings.values.count)
enum Palette {
  static subscript(index: Int) -> String { ["red", "green", "blue"][index % 3] }
}
print(Palette[4])
class Base { class subscript(n: Int) -> Int { n * 2 } }
class Derived: Base { override class subscript(n: Int) -> Int { n * 3 } }
print(Base[2], Derived[2])
// What swiftc's build prints, in order:
// expect: Optional("dark")
// expect: mono 2
// expect: green
// expect: 4 6
