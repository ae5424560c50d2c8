// `Self` in an extension of Optional is `Optional<Wrapped>`, known from the receiver's declared type even
// when the receiver is nil.
protocol Describable {}
extension String: Describable {}
extension Int: Describable {}

extension Optional where Wrapped: Describable {
  func typeReport() -> String { "\(Self.self) holding \(self.map { "\($0)" } ?? "nothing")" }
}

let name: String? = nil
let count: Int? = 3
print(name.typeReport())
print(count.typeReport())
func report(_ value: String?) -> String { value.typeReport() }
print(report("x"))
// expect: Optional<String> holding nothing
// expect: Optional<Int> holding 3
// expect: Optional<String> holding x
