import Combine

final class Search: ObservableObject {
  @Published var query = ""
  @Published var upper = ""
  var lengths: [Int] = []
  var words: [String] = []
  var numbers: [Int] = []
  var distinct: [Int] = []
  var pairs: [String] = []
  var merged: [Int] = []
  var totals: [Int] = []
  var last = ""
  var cancellables = Set<AnyCancellable>()
  let raw = PassthroughSubject<String, Never>()
  let left = PassthroughSubject<Int, Never>()
  let right = PassthroughSubject<String, Never>()

  init() {
    $query.dropFirst().map { $0.count }.sink { self.lengths.append($0) }.store(in: &cancellables)
    $query.filter { !$0.isEmpty }.map(\.count).filter { $0 > 1 }.sink { _ in }.store(in: &cancellables)
    raw.compactMap { Int($0) }.sink { self.numbers.append($0) }.store(in: &cancellables)
    raw.compactMap { Int($0) }.scan(0) { $0 + $1 }.sink { self.totals.append($0) }.store(in: &cancellables)
    raw.prepend("start").sink { self.words.append($0) }.store(in: &cancellables)
    raw.compactMap { Int($0) }.removeDuplicates().sink { self.distinct.append($0) }.store(in: &cancellables)
    left.combineLatest(right).map { "\($0.0)\($0.1)" }.sink { self.pairs.append($0) }.store(in: &cancellables)
    left.merge(with: right.map { $0.count }).sink { self.merged.append($0) }.store(in: &cancellables)
    $query.map { $0.uppercased() }.assign(to: &$upper)
    raw.assign(to: \.last, on: self).store(in: &cancellables)
  }
}

let search = Search()
