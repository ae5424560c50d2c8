// A subscript's parameters have no argument label unless one is written, and a call must use exactly the
// declared labels (The Swift Programming Language, "Subscripts": Subscript Options); expectations are
// swiftc's output.
struct Prefs {
  subscript(key: String) -> String { key }
  subscript(named name: String, fallback: Int) -> String { name }
}
print(Prefs()[key: "a"]) // expect error: extraneous argument label 'key:' in subscript
struct Keyed {
  subscript(key k: String) -> String { k }
}
print(Keyed()["a"]) // expect error: missing argument label 'key:' in subscript
