// An array literal passed for `[T]` takes its element type from its explicitly typed elements, so
// `.number(10)` is a `Token`; a Hashable value reached through `T: Hashable` has a `hashValue`.
enum Token: Hashable {
  case string(String)
  case number(Int)
  case comma
}

func check<T: Hashable>(_ instances: [T]) {
  var equalPairs = 0
  for i in instances.indices {
    for j in instances.indices where instances[i] == instances[j] {
      if instances[i].hashValue == instances[j].hashValue { equalPairs += 1 }
    }
  }
  print(instances.count, "instances,", equalPairs, "equal pairs hash alike")
}

check([Token.string("foo"), .number(10), .comma, .comma])  // expect: 4 instances, 6 equal pairs hash alike
check([Token.comma])  // expect: 1 instances, 1 equal pairs hash alike
print(Set([Token.number(1), .number(1), .comma]).count)  // expect: 2
