@propertyWrapper
struct Doubled {
  var wrappedValue: Int
}
@propertyWrapper
struct Halved {
  var wrappedValue: Int
}
struct Sample {
  @Doubled @Halved var x = 1 // expect error: cannot convert value of type 'Halved' to specified type 'Int'
}
