// `#line`, `#fileID` and `#function` as default arguments are the caller's, also in a closure, an
// accessor and a call chain on one line; `#sourceLocation` renames the file and renumbers the lines from
// the next line on. Expectations are swiftc's output.
func here(line: Int = #line, function: String = #function) -> String { "\(function):\(line)" }
struct Logger {
  func log(_ text: String, line: Int = #line) -> Logger {
    print(text, line)
    return self
  }
}
struct Screen {
  func load() -> [String] { [here(), { here() }(), [1].map { _ in here() }[0]] }
  var title: String { here() }
}
print(here())
print(Screen().load(), Screen().title)
_ = Logger().log("first").log("second")
print(#fileID, #function)
#sourceLocation(file: "views/a.swift", line: 100)
print(#file, #fileID, #line, here())
#sourceLocation()
print(#line)
// What swiftc's build prints, in order:
// expect: magic_literals:15
// expect: ["load():12", "load():12", "load():12"] title:13
// expect: first 17
// expect: second 17
// expect: magic_literals/magic_literals.swift magic_literals
// expect: views/a.swift magic_literals/a.swift 100 magic_literals:100
// expect: 22
