func greet(name: String) -> String { "hi \(name)" }
print(greet(person: "Ann")) // expect error: incorrect argument label in call (have 'person:', expected 'name:')
