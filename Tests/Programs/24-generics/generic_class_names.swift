// An instance of a generic class prints with its generic arguments, written or read off its fields.
class G<T> {
  var v: T
  init(_ v: T) { self.v = v }
}
class Empty<T> {}
print(G(3), G("a"), type(of: G(2.0))) // expect: generic_class_names.G<Swift.Int> generic_class_names.G<Swift.String> G<Double>
print(Empty<Int>()) // expect: generic_class_names.Empty<Swift.Int>
class Plain {}
print(Plain(), [G(1)]) // expect: generic_class_names.Plain [generic_class_names.G<Swift.Int>]
