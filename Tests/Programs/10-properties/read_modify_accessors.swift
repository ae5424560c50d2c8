// `_read` and `_modify` accessors: a read runs `_read` up to its `yield` (the rest runs once the value is
// copied); a read-modify-write (`+=`, a mutating method, an assignment without `set`) runs `_modify`
// once, the caller's change made at `yield &x`.
private var backing = 0
var counter: Int {
  _read {
    print("read \(backing)")
    yield backing
  }
  _modify {
    var temp = backing
    print("modify from \(temp)")
    yield &temp
    print("modify to \(temp)")
    if temp >= backing { backing = temp } else { print("rejected") }
  }
}

struct Inventory {
  private var storage: [String] = []
  var items: [String] {
    _read { yield storage }
    _modify {
      print("modify items")
      yield &storage
      storage.sort()
    }
  }
}

print("start \(counter)")
counter += 5
counter -= 10
counter = 7
print("end \(counter)")
var inventory = Inventory()
inventory.items.append("pear")
inventory.items.append("apple")
inventory.items += ["fig"]
print(inventory.items, inventory.items.count)
// expect: read 0
// expect: start 0
// expect: modify from 0
// expect: modify to 5
// expect: modify from 5
// expect: modify to -5
// expect: rejected
// expect: modify from 5
// expect: modify to 7
// expect: read 7
// expect: end 7
// expect: modify items
// expect: modify items
// expect: modify items
// expect: ["apple", "fig", "pear"] 3
