// Script property wrappers: projectedValue, init(wrappedValue:) and other inits, `_x` in an initializer,
// nonmutating set on a class-backed store, and a wrapper whose storage is itself a wrapped property.
import Foundation

@propertyWrapper
struct Trimmed {
  private var text = ""
  var wrappedValue: String {
    get { text }
    set { text = newValue.trimmingCharacters(in: .whitespaces) }
  }
  var projectedValue: Int { text.count }
  init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}

final class Box {
  var stored: [String: Int] = [:]
}

@propertyWrapper
struct Stored {
  let key: String
  let box: Box
  init(key: String, box: Box) {
    self.key = key
    self.box = box
  }
  var wrappedValue: Int {
    get { box.stored[key] ?? 0 }
    nonmutating set { box.stored[key] = newValue }
  }
}

@propertyWrapper
struct Audited {
  @Trimmed var text: String
  var log: [String] = []
  init(wrappedValue: String) { _text = Trimmed(wrappedValue: wrappedValue) }
  var wrappedValue: String {
    get { text }
    set {
      text = newValue
      log.append(text)
    }
  }
  var projectedValue: [String] { log }
}

struct Form {
  @Trimmed var name: String
  @Stored var visits: Int
  @Audited var title: String = "  draft "

  init(name: String, box: Box) {
    self.name = name
    _visits = Stored(key: "visits", box: box)
  }

  func visit() { visits += 1 }
}

let box = Box()
var form = Form(name: "  Ann  ", box: box)
print(form.name, form.$name) // expect: Ann 3
form.visit()
form.visit()
print(form.visits, box.stored["visits"]!) // expect: 2 2
print(form.title, form.$title) // expect: draft []
form.title = "  final  "
print(form.title, form.$title) // expect: final ["final"]
