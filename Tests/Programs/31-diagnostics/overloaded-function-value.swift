// A reference to an overloaded function that no context types is Swift's error too ("ambiguous use").
func convert(_ x: Int) -> String { "\(x)" }
func convert(_ x: Double) -> String { "\(x)" }
let pick = convert // expect error: unsupported: a reference to the overloaded function 'convert' where the context does not give its type (write a closure, or declare the variable's function type)
