// A script's own result builder is not applied yet: a function it marks would run its expressions as
// plain statements and return (), so the attribute is a located error, not a silent `()`.
@resultBuilder
struct Joined {
  static func buildBlock(_ parts: String...) -> String { parts.joined(separator: " ") }
}

@Joined // expect error: not supported yet: the result builder 'Joined' (a body it transforms would run as plain statements)
func greeting() -> String {
  "hello"
  "world"
}
print(greeting())
