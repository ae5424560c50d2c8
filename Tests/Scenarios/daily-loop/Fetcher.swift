import SwiftUI

/// Fetches once on appear and shows whether the request failed.
struct FetcherView: View {
  @State var status = "loading"
  let url: String

  var body: some View {
    Text(status)
      .onAppear {
        URLSession.shared.dataTask(with: URL(string: url)!) { data, _, error in
          DispatchQueue.main.async { status = error == nil ? "ok" : "failed" }
        }.resume()
      }
  }
}
