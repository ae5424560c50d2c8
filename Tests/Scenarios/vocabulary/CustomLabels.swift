import SwiftUI

// A button whose label is a view of the app's own (a row view), and a navigation title given as a Text:
// the screen shows their texts and `tap` finds the button by them (both were empty).
struct TaskRow: View {
  let title: String
  var done: Bool
  var body: some View {
    HStack {
      Text(done ? "☑︎" : "□")
      Text(title)
    }
  }
}

struct TaskList: View {
  @State private var done = false
  var body: some View {
    NavigationView {
      List {
        Button(action: { done.toggle() }) {
          TaskRow(title: "Build a cabin", done: done)
        }
      }
      .navigationBarTitle(Text("DREAM LISTS"))
    }
  }
}
