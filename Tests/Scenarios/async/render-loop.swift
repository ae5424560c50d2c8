import SwiftUI

struct Looper: View {
  @State private var count = 0
  var body: some View {
    let _ = Task { count += 1 }
    Text("count \(count)")
  }
}

struct ChangeLooper: View {
  @State private var count = 0
  var body: some View {
    Text("count \(count)")
      .onChange(of: count) { Task { count += 1 } }
      .onAppear { count = 1 }
  }
}
