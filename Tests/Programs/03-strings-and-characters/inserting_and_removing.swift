// Inserting and removing characters by index (The Swift Programming Language, "Strings and Characters",
// "Inserting and Removing"). Expectations are swiftc's output.
var welcome = "hello"
welcome.insert("!", at: welcome.endIndex)
print(welcome)
welcome.insert(contentsOf: " there", at: welcome.index(before: welcome.endIndex))
print(welcome)
let removed = welcome.remove(at: welcome.index(before: welcome.endIndex))
print(removed, welcome)
var text = "a"
text += "b"
text.append("c")
text.insert("z", at: text.startIndex)
print(text, text.count, text.last!)
// expect: hello!
// expect: hello there!
// expect: ! hello there
// expect: zabc 4 c
