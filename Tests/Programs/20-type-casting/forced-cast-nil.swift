// `as!` forces a downcast: it succeeds when the value has the type and crashes when there is no value to
// cast (The Swift Programming Language, "Type Casting": Downcasting); expectations are swiftc's output.
let settings: [String: Any] = ["volume": 7, "theme": "dark"]
let volume = settings["volume"] as! Int
print("volume", volume + 1) // expect: volume 8
let theme = settings["theme"] as! String
print("theme", theme.uppercased()) // expect: theme DARK
let fontSize = settings["fontSize"] as! Int
print("font size", fontSize)
// expect crash: Fatal error: Unexpectedly found nil while unwrapping an Optional value
