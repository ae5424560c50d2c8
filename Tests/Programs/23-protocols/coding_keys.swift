// The members Swift synthesizes for an enum adopting `CodingKey` (SE-0166): `stringValue` from a String
// raw value or the case name, `intValue` from an Int raw value, `init?(stringValue:)` and
// `init?(intValue:)`; a member the enum declares itself wins; expectations are swiftc's output.
enum Named: String, CodingKey { case title, createdAt = "created_at" }
enum Numbered: Int, CodingKey { case first = 1, second = 2 }
enum Plain: CodingKey { case alpha, beta }
enum Custom: String, CodingKey {
    case a
    var stringValue: String { "custom-" + rawValue }
}
print(Named.createdAt.stringValue, Named.title.intValue as Any, Named(stringValue: "created_at") as Any)
print(Numbered.second.stringValue, Numbered.second.intValue as Any, Numbered(intValue: 1) as Any, Numbered(intValue: 9) as Any)
print(Plain.beta.stringValue, Plain(stringValue: "alpha") as Any, Plain(intValue: 0) as Any)
print(Custom.a.stringValue)
// What swiftc's build prints, in order:
// expect: created_at nil Optional(Named(stringValue: "created_at", intValue: nil))
// expect: second Optional(2) Optional(Numbered(stringValue: "first", intValue: 1)) nil
// expect: beta Optional(Plain(stringValue: "alpha", intValue: nil)) nil
// expect: custom-a
