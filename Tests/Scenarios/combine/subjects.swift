import Combine

final class Inbox {
  let messages = PassthroughSubject<String, Never>()
  let unread = CurrentValueSubject<Int, Never>(0)
  var received: [String] = []
  var counts: [Int] = []
  var finished = 0
  var cancellables = Set<AnyCancellable>()

  init() {
    messages
      .sink(receiveCompletion: { completion in
        if case .finished = completion { self.finished += 1 }
      }, receiveValue: { self.received.append($0) })
      .store(in: &cancellables)
    unread.sink { self.counts.append($0) }.store(in: &cancellables)
  }
}

let inbox = Inbox()
var justValues: [String] = []
var justDone = false
let justToken = Just("hello").eraseToAnyPublisher().sink(receiveCompletion: { _ in justDone = true }) {
  justValues.append($0)
}
var late: [Int] = []
