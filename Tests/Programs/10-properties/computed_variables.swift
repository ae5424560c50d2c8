// Computed variables at top level and inside a function, with a getter and a setter (The Swift
// Programming Language, "Properties": Global and Local Variables); expectations are swiftc's output.
var celsius = 20.0
var fahrenheit: Double {
  get { celsius * 9 / 5 + 32 }
  set { celsius = (newValue - 32) * 5 / 9 }
}
print(fahrenheit)
fahrenheit = 212
print(celsius)
fahrenheit += 18
print(celsius)
var greeting: String { "hello \(celsius)" }
print(greeting)
func total(_ prices: [Double]) -> Double {
  var sum: Double {
    prices.reduce(0, +)
  }
  var discounted: Double {
    let rate = 0.5
    return sum * rate
  }
  print(sum, discounted)
  return discounted
}
print(total([2, 4]))
// expect: 68.0
// expect: 100.0
// expect: 110.0
// expect: hello 110.0
// expect: 6.0 3.0
// expect: 3.0
