import SwiftUI

enum LoadError: Error { case offline }

final class Store: ObservableObject {
  @Published var state: Result<[String], LoadError>? = nil
  func load(online: Bool, completion: (Result<[String], LoadError>) -> Void) {
    completion(online ? .success(["Ada", "Grace"]) : .failure(.offline))
  }
  func refresh(online: Bool) {
    load(online: online) { result in self.state = result }
  }
}

struct NamesView: View {
  @StateObject var store = Store()
  var body: some View {
    VStack {
      switch store.state {
      case .success(let names)?:
        ForEach(names, id: \.self) { Text($0) }
      case .failure(let error)?:
        Text("Failed: \(String(describing: error))")
      case nil:
        Text("Nothing yet")
      }
      Button("Load") { store.refresh(online: true) }
      Button("Fail") { store.refresh(online: false) }
    }
  }
}

let probe = Store()
/// Whether a failure's payload is a `LoadError` (it was built as `.failure(.offline)`).
func store_is_offline() -> Bool {
  probe.refresh(online: false)
  if case .failure(let error)? = probe.state { return error is LoadError && error == .offline }
  return false
}
