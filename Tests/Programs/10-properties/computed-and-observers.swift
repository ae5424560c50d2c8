struct Temperature {
  var celsius: Double {
    didSet { print("changed from \(oldValue) to \(celsius)") }
  }
  var fahrenheit: Double {
    get { celsius * 9 / 5 + 32 }
    set { celsius = (newValue - 32) * 5 / 9 }
  }

  init(celsius: Double) {
    self.celsius = celsius
  }
}

var t = Temperature(celsius: 100)
print(t.fahrenheit) // expect: 212.0
t.celsius = 0 // expect: changed from 100.0 to 0.0
t.fahrenheit = 212 // expect: changed from 0.0 to 100.0
