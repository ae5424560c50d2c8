@propertyWrapper
struct Doubled {
  var wrappedValue: Int
}
@propertyWrapper
struct Halved {
  var wrappedValue: Int
}
struct Sample {
  @Doubled @Halved var x = 1 // expect error: unsupported: composed property wrappers (@Doubled @Halved)
}
