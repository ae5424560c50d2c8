import SwiftUI

struct Message: Decodable {
  let text: String
}

struct MessageView: View {
  @State private var status = "loading"
  let path: String

  var body: some View {
    Text(status)
      .task {
        do {
          let url = URL(string: "https://example.com/\(path)")!
          let (data, response) = try await URLSession.shared.data(from: url)
          let code = (response as? HTTPURLResponse)?.statusCode ?? 0
          let message = try JSONDecoder().decode(Message.self, from: data)
          status = "\(code): \(message.text)"
        } catch let error as URLError {
          status = "failed: \(error)"
        } catch {
          status = "other error"
        }
      }
  }
}

struct PostView: View {
  @State private var status = "idle"

  var body: some View {
    VStack {
      Text(status)
      Button("Send") {
        Task {
          var request = URLRequest(url: URL(string: "https://example.com/send")!)
          request.httpMethod = "POST"
          let (data, _) = try await URLSession.shared.data(for: request)
          status = "sent, \(data.count) bytes back"
        }
      }
    }
  }
}
