import SwiftUI

struct Note: Identifiable {
  let id: Int
  var title: String
}

/// A sheet's content sees `\.dismiss`; `onDismiss` runs once whichever way the sheet goes; a `sheet(item:)`
/// is a new sheet with fresh state for another item (SwiftUI's documentation of sheet(item:onDismiss:)).
struct EditorView: View {
  @Environment(\.dismiss) var dismiss
  @State var edits = 0
  let title: String

  var body: some View {
    VStack {
      Text("Editing \(title), \(edits) edits")
      Button("Edit") { edits += 1 }
      Button("Done") { dismiss() }
    }
  }
}

struct SheetsView: View {
  @State var showEditor = false
  @State var selected: Note?
  @State var dismissals = 0
  let notes = [Note(id: 1, title: "one"), Note(id: 2, title: "two")]

  var body: some View {
    VStack {
      Text("dismissals \(dismissals)")
      Button("Open") { showEditor = true }
      Button("Pick one") { selected = notes[0] }
      Button("Pick two") { selected = notes[1] }
    }
    .sheet(isPresented: $showEditor, onDismiss: { dismissals += 1 }) {
      EditorView(title: "draft")
    }
    .sheet(item: $selected) { note in
      EditorView(title: note.title)
    }
  }
}
