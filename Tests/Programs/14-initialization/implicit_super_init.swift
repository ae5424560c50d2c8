// A designated initializer of a subclass that never calls `super.init(…)` gets Swift's implicit call
// to the superclass's `init()` at the end of its body; one that delegates does not.
class Vehicle {
  var wheels = 0
  var log: [String] = []
  init() {
    log.append("Vehicle.init")
    print("Vehicle.init, wheels \(wheels)")
  }
}

class Bicycle: Vehicle {
  override init() {
    print("Bicycle.init, before super")
  }
}

class Tandem: Bicycle {
  var seats: Int
  init(seats: Int) {
    self.seats = seats
    print("Tandem.init")
  }
}

class Car: Vehicle {
  override init() {
    super.init()
    wheels = 4
    print("Car.init after explicit super.init")
  }
  convenience init(wheels: Int) {
    self.init()
    self.wheels = wheels
  }
}

let bike = Bicycle()
print(bike.wheels, bike.log)
let tandem = Tandem(seats: 2)
print(tandem.wheels, tandem.seats, tandem.log)
let car = Car(wheels: 6)
print(car.wheels, car.log)
// expect: Bicycle.init, before super
// expect: Vehicle.init, wheels 0
// expect: 0 ["Vehicle.init"]
// expect: Tandem.init
// expect: Bicycle.init, before super
// expect: Vehicle.init, wheels 0
// expect: 0 2 ["Vehicle.init"]
// expect: Vehicle.init, wheels 0
// expect: Car.init after explicit super.init
// expect: 6 ["Vehicle.init"]
