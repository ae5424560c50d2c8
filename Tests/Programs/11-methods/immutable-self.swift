struct Loader {
  var isLoading = false

  func start() {
    isLoading = true // expect error: cannot assign to property: 'self' is immutable
  }

  mutating func restart() {
    isLoading = true
  }
}
