import Combine

final class Basket: ObservableObject {
  @Published var fruits: [String] = []
}

let basket = Basket()
let watcher = basket.$fruits.sink { fruits in
  print("sink got \(fruits.count), property still \(basket.fruits.count)")
}
