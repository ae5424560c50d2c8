import Combine

final class Counter: ObservableObject {
  @Published var value = 0
}

final class Watcher {
  var seen: [Int] = []
  var subscription: AnyCancellable?

  init(counter: Counter) {
    subscription = counter.$value.sink { [weak self] v in self?.seen.append(v) }
  }
}

let counter = Counter()
let watcher = Watcher(counter: counter)
var willChanges = 0
var willChangeToken: AnyCancellable? = counter.objectWillChange.sink { _ in willChanges += 1 }
var log: [Int] = []
var token = counter.$value.sink { log.append($0) }
