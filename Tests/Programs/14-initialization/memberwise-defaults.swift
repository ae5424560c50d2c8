struct Settings {
  var title: String
  var count = 3
  let tags: [String]
}
let s = Settings(title: "A", tags: ["x"])
print(s.title, s.count, s.tags) // expect: A 3 ["x"]
let t = Settings(title: "B", count: 7, tags: [])
print(t.count) // expect: 7
