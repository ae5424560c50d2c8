import Combine

final class Profile: ObservableObject {
  @Published var visits = 0
  var nickname: String? = nil
}

let profile = Profile()
let greeter = profile.objectWillChange.sink { _ in print("hello \(profile.nickname!)") }
