class Base {
  var log: [String] = []
  init(first: String) {
    log.append(first)
  }
}
class Derived: Base {
  let extra: Int
  init(extra: Int) {
    self.extra = extra
    super.init(first: "base")
    log.append("derived \(extra)")
  }
}
let d = Derived(extra: 2)
print(d.log) // expect: ["base", "derived 2"]
