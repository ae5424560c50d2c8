// A property wrapper whose static subscript reaches the enclosing instance (how `@Published` reaches
// its object) is read through that subscript in a class, not through `wrappedValue`: not modelled, so a
// located error rather than a call of the wrapper's `wrappedValue`.
@propertyWrapper
struct Traced<Value> {
  private var stored: Value
  init(wrappedValue: Value) { stored = wrappedValue }
  var wrappedValue: Value {
    get { fatalError("not called in a class") }
    set { fatalError("not called in a class") }
  }
  static subscript<Owner: AnyObject>(
    _enclosingInstance owner: Owner, wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Owner, Self>
  ) -> Value {
    get { owner[keyPath: storageKeyPath].stored }
    set { owner[keyPath: storageKeyPath].stored = newValue }
  }
}
final class Model {
  @Traced var count = 0 // expect error: unsupported: a property wrapper that reaches its enclosing instance (static subscript(_enclosingInstance:wrapped:storage:) of 'Traced')
}
print(Model().count)
