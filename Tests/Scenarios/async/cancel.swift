import SwiftUI

/// Counts what ran after the sleep, so the scenario can check it never ran.
var linesAfterSleep = 0

struct Detail: View {
  @State private var status = "waiting"

  var body: some View {
    Text(status)
      .task {
        print("task started")
        do {
          try await Task.sleep(nanoseconds: 1_000_000_000)
          linesAfterSleep += 1
          status = "done"
        } catch {
          print("caught \(error), isCancelled: \(Task.isCancelled)")
        }
      }
  }
}

/// Waits for a response held by `net manual`; leaving cancels the request.
struct Download: View {
  var body: some View {
    Text("downloading")
      .task {
        do {
          _ = try await URLSession.shared.data(from: URL(string: "https://example.com/big")!)
          linesAfterSleep += 1
        } catch {
          print("download stopped: \(error), isCancelled: \(Task.isCancelled)")
        }
      }
  }
}

struct Screen: View {
  @State private var showDetail = true
  @State private var showDownload = false

  var body: some View {
    VStack {
      if showDetail { Detail() }
      if showDownload { Download() }
      Button("Hide") { showDetail = false }
      Button("Download") { showDownload.toggle() }
    }
  }
}
