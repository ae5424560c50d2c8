var ages = ["ann": 31, "bob": 25]
ages["cy"] = 40
print(ages["bob"]!, ages["zed"] == nil) // expect: 25 true
ages["ann"] = nil
print(ages.count) // expect: 2
var counts: [String: Int] = [:]
for word in ["a", "b", "a"] {
  counts[word, default: 0] += 1
}
print(counts["a"]!, counts["b"]!) // expect: 2 1
let keys = ages.keys.sorted()
print(keys) // expect: ["bob", "cy"]
var items = [3, 1, 2]
items.append(4)
items.sort()
print(items, items.first!, items.last!) // expect: [1, 2, 3, 4] 1 4
items.remove(at: 0)
print(items.contains(1), items) // expect: false [2, 3, 4]
