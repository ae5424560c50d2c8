import SwiftUI

enum Mood {
  case calm
  case busy(Int)
}

/// A body using the result-builder forms: let statements, `let _ = print`, if/else, switch, for-in.
struct Dashboard: View {
  @State private var mood = Mood.calm
  @State private var items = ["a", "b"]
  @State private var showsFooter = false

  var body: some View {
    let count = items.count
    let _ = print("body with \(count) items")
    VStack {
      switch mood {
      case .calm: Text("calm")
      case .busy(let n) where n > 5: Text("very busy \(n)")
      case .busy(let n): Text("busy \(n)")
      }
      for item in items {
        Text("item \(item)")
      }
      if showsFooter {
        Text("footer")
      } else {
        Button("Show footer") { showsFooter = true }
      }
      Button("Busy") { mood = .busy(count + 5) }
      Button("Add") { items.append("c") }
    }
  }
}
