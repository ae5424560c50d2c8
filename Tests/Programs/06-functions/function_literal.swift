// `#function` (The Swift Programming Language, "Expressions": literal expressions): the enclosing
// function's name with its argument labels, `init()`, a property's name, a closure's enclosing function,
// and the module's name at top level; expectations are swiftc's output.
func hello(name: String, _ count: Int) { print(#function) }
struct Greeter {
    var property: String { #function }
    init() { print(#function) }
    func method() { let closure = { print(#function) }; closure() }
    static func make() -> String { #function }
}
hello(name: "a", 1)
print(Greeter().property, Greeter.make())
Greeter().method()
print(#function)
// What swiftc's build prints, in order:
// expect: hello(name:_:)
// expect: init()
// expect: property make()
// expect: init()
// expect: method()
// expect: function_literal
