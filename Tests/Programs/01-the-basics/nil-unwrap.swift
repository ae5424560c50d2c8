let names: [String: String] = ["a": "Ann"]
print(names["a"]!) // expect: Ann
print(names["b"]!) // expect crash: Fatal error: Unexpectedly found nil while unwrapping an Optional value
