import SwiftUI
// URLRequest, HTTPURLResponse, String(data:encoding:), Thread.isMainThread, DispatchQueue.global(),
// asyncAfter and Timer.scheduledTimer on the simulated clock.

final class Loader: ObservableObject {
  @Published var status = "idle"
  @Published var body = ""
  @Published var ticks = 0
  var timer: Timer?

  func load() {
    var request = URLRequest(url: URL(string: "https://example.com/hello")!)
    request.httpMethod = "GET"
    URLSession.shared.dataTask(with: request) { data, response, error in
      let code = (response as? HTTPURLResponse)?.statusCode ?? -1
      let text = data.flatMap { String(data: $0, encoding: .utf8) } ?? "none"
      let onMain = Thread.isMainThread
      DispatchQueue.main.async {
        self.status = "\(code) main:\(onMain)"
        self.body = text
      }
    }.resume()
  }

  func later() {
    DispatchQueue.global().async {
      let main = Thread.isMainThread
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { self.status = "later main:\(main)" }
    }
  }

  func startTimer() {
    timer = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { _ in self.ticks += 1 }
  }
}

struct FoundationScreen: View {
  @StateObject var loader = Loader()
  var body: some View {
    VStack {
      Text("status \(loader.status)")
      Text("body \(loader.body)")
      Text("ticks \(loader.ticks)")
      Button("Load") { loader.load() }
      Button("Later") { loader.later() }
      Button("Timer") { loader.startTimer() }
      Button("Stop") { loader.timer?.invalidate() }
    }
  }
}
