enum Flavor: String, CaseIterable {
  case vanilla, chocolate
  var id: String { rawValue }
  var shout: String { rawValue.uppercased() + "!" }
}
print(Flavor.chocolate.id) // expect: chocolate
print(Flavor.allCases.map(\.shout)) // expect: ["VANILLA!", "CHOCOLATE!"]
