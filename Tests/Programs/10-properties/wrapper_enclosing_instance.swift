// In a class, a property wrapper with `static subscript(_enclosingInstance:wrapped:storage:)` is read and
// written through that subscript, which gets the instance and key paths to the property and its storage
// (how `@Published` reaches its object); `$x` goes through `projected:` likewise. A struct's wrapped
// property still uses `wrappedValue`.
@propertyWrapper
struct Traced<Value> {
  private var stored: Value
  init(wrappedValue: Value) { stored = wrappedValue }
  var wrappedValue: Value {
    get { stored }
    set { stored = newValue }
  }
  var projectedValue: String { "plain" }
  static subscript<Owner: Model>(
    _enclosingInstance owner: Owner, wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Owner, Self>
  ) -> Value {
    get {
      owner.reads += 1
      return owner[keyPath: storageKeyPath].stored
    }
    set {
      owner.log.append("\(owner[keyPath: storageKeyPath].stored) -> \(newValue)")
      owner[keyPath: storageKeyPath].stored = newValue
    }
  }
  static subscript<Owner: Model>(
    _enclosingInstance owner: Owner, projected projectedKeyPath: KeyPath<Owner, String>,
    storage storageKeyPath: ReferenceWritableKeyPath<Owner, Self>
  ) -> String {
    "projected \(owner[keyPath: storageKeyPath].stored)"
  }
}
class Model {
  var reads = 0
  var log: [String] = []
  @Traced var count = 0
}
let model = Model()
model.count = 5
model.count += 1
print(model.count, model.reads, model.log) // expect: 6 2 ["0 -> 5", "5 -> 6"]
print(model.$count) // expect: projected 6
struct Plain {
  @Traced var count = 1
}
var plain = Plain()
plain.count = 2
print(plain.count, plain.$count) // expect: 2 plain
