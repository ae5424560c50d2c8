enum Direction: String {
  case north, south
  case east = "E"
}
print(Direction.north.rawValue, Direction.east.rawValue) // expect: north E
print(Direction(rawValue: "south") == .south) // expect: true
print(Direction(rawValue: "up") == nil) // expect: true

enum LoadState {
  case idle
  case loading(progress: Int)
  case loaded([String])
  case failed(String)
}

func describe(_ state: LoadState) -> String {
  switch state {
  case .idle: return "idle"
  case .loading(let progress) where progress > 50: return "almost"
  case .loading(let progress): return "loading \(progress)"
  case .loaded(let items): return "\(items.count) items"
  case let .failed(message): return "error: \(message)"
  }
}
print(describe(.idle)) // expect: idle
print(describe(.loading(progress: 10))) // expect: loading 10
print(describe(.loading(progress: 90))) // expect: almost
print(describe(.loaded(["a", "b"]))) // expect: 2 items
print(describe(.failed("offline"))) // expect: error: offline
let state = LoadState.loaded([])
if case .loaded(let items) = state {
  print("loaded", items.isEmpty) // expect: loaded true
}
