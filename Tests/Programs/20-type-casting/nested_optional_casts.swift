// Casting nested Optionals (The Swift Programming Language, "Type Casting", "Optional Chaining"): a nil
// inside an operand of static type A???? casts to B? only when it lies within the target's own layers;
// expectations are swiftc's output.
class A {}
class B: A {}
let values: [A????] = [.some(.some(.some(.none))), .some(.some(.none)), .some(.none), .none]
for v in values {
  print(v as? B as Any, v as? B? as Any, v as? B?? as Any, v is B?)
}
let n: Int?? = .some(.none)
print(n as? Int as Any, n as? Int? as Any)
// What swiftc's build prints, in order:
// expect: nil Optional(nil) Optional(Optional(nil)) true
// expect: nil nil Optional(nil) false
// expect: nil nil nil false
// expect: nil nil nil false
// expect: nil Optional(nil)
