import Combine

final class SearchModel: ObservableObject {
  @Published var query = ""
  var searches: [String] = []
  var slow: [String] = []
  var delayed: [String] = []
  var cancellables = Set<AnyCancellable>()

  init() {
    $query
      .dropFirst()
      .debounce(for: .milliseconds(100), scheduler: DispatchQueue.main)
      .sink { self.searches.append($0) }
      .store(in: &cancellables)
    $query
      .dropFirst()
      .debounce(for: .seconds(0.5), scheduler: RunLoop.main)
      .sink { self.slow.append($0) }
      .store(in: &cancellables)
    $query
      .dropFirst()
      .delay(for: .seconds(1), scheduler: DispatchQueue.main)
      .sink { self.delayed.append($0) }
      .store(in: &cancellables)
  }
}

let model = SearchModel()
