// A private or fileprivate type at file scope is named in an anonymous context after the module
// (`module.(unknown context at $…).Foo`, Swift's address replaced by a stable number here); its bare
// name stays `Foo`.
private class Foo {}
fileprivate struct Bar { struct Inner {} }
class Open {}
let name = String(reflecting: Foo.self)
print(name.hasPrefix("private_type_names.(unknown context at $"), name.hasSuffix(").Foo")) // expect: true true
let inner = String(reflecting: Bar.Inner.self)
print(inner.hasSuffix(").Bar.Inner"), String(describing: Foo.self), Bar.Inner.self) // expect: true Foo Inner
print(String(reflecting: Open.self)) // expect: private_type_names.Open
