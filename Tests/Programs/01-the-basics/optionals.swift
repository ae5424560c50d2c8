var name: String? = nil
print(name ?? "anonymous") // expect: anonymous
name = "Ada"
if let name {
  print("hello \(name)") // expect: hello Ada
}
if let n = name, n.count == 3 {
  print("three") // expect: three
}
func first(_ items: [Int]) -> Int? {
  guard let head = items.first else { return nil }
  return head
}
print(first([]) == nil) // expect: true
print(first([4, 5])!) // expect: 4
let missing: Int? = nil
print(missing!) // expect crash: Fatal error: Unexpectedly found nil while unwrapping an Optional value
