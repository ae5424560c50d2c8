import SwiftUI

// A draft row that adds a task when the return key is pressed: the field's own onCommit:, and an
// .onSubmit around it that runs after it.
final class Tasks: ObservableObject {
  @Published var titles: [String] = []
  @Published var submissions = 0
}

struct DraftField: View {
  @State private var title = ""
  @ObservedObject var tasks: Tasks

  var body: some View {
    TextField("New task", text: $title, onCommit: {
      tasks.titles.insert(title, at: 0)
      title = ""
    })
  }
}

struct Planner: View {
  @StateObject private var tasks = Tasks()

  var body: some View {
    VStack {
      ForEach(tasks.titles, id: \.self) { Text($0) }
      DraftField(tasks: tasks)
        .onSubmit { tasks.submissions += 1 }
      Text("submitted \(tasks.submissions)")
    }
  }
}
