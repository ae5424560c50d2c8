import SwiftUI

struct Note: Identifiable {
  let id: Int
  var text: String
}

// The owner only hands $showing / $note to .sheet; its body never reads them.
struct FlagScreen: View {
  @State private var showing = false

  var body: some View {
    Button("Show") { showing = true }
      .sheet(isPresented: $showing) {
        Text("flag sheet")
      }
  }
}

struct ItemScreen: View {
  @State private var note: Note? = nil

  var body: some View {
    Button("Open") { note = Note(id: 1, text: "hello") }
      .sheet(item: $note) { note in
        Text("item sheet \(note.text)")
      }
  }
}
