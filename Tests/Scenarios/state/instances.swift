import SwiftUI

struct Row: View {
  let name: String
  @State var taps = 0
  var body: some View {
    Button("\(name) \(taps)") { taps += 1 }
  }
}

struct Rows: View {
  @State var names = ["b", "c", "d"]
  var body: some View {
    VStack {
      ForEach(names, id: \.self) { name in Row(name: name) }
      Button("Add a") { names.insert("a", at: 0) }
      Button("Drop b") { names.removeAll { $0 == "b" } }
      Button("Drop a and c") { names.removeAll { $0 == "a" || $0 == "c" } }
      Button("Add e") { names.append("e") }
    }
  }
}
