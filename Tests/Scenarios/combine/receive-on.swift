import SwiftUI
import Combine

final class Feed: ObservableObject {
  @Published var status = "idle"
  let responses = PassthroughSubject<String, Never>()
  var cancellables = Set<AnyCancellable>()

  init(hopToMain: Bool) {
    if hopToMain {
      responses.receive(on: DispatchQueue.main).assign(to: &$status)
    } else {
      responses.sink { self.status = $0 }.store(in: &cancellables)
    }
  }

  func load() {
    let url = URL(string: "https://example.com/status")!
    URLSession.shared.dataTask(with: url) { data, _, _ in
      if let data {
        self.responses.send("got \(String(data: data, encoding: .utf8) ?? "")")
      }
    }.resume()
  }
}

struct StatusView: View {
  let hopToMain: Bool
  @StateObject private var feed: Feed

  init(hopToMain: Bool) {
    self.hopToMain = hopToMain
    _feed = StateObject(wrappedValue: Feed(hopToMain: hopToMain))
  }

  var body: some View {
    VStack {
      Text(feed.status)
      Button("Load") { feed.load() }
    }
  }
}

let relay = PassthroughSubject<Int, Never>()
var hopped: [Int] = []
let relayToken = relay.receive(on: DispatchQueue.main).sink { hopped.append($0) }
