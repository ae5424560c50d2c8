import Combine

final class Basket: ObservableObject {
  @Published var fruits: [String] = []
}

final class Logger {
  var cancellables = Set<AnyCancellable>()

  init(basket: Basket) {
    basket.$fruits
      .sink { print("logged \($0.count)") }
      .store(in: &cancellables)
  }
}

let basket = Basket()
let logger = Logger(basket: basket)
