import SwiftUI

// A child bound to a @Published property of its parent's model (`$engine.isRecording`): the model's
// change re-runs the parent, which hands the child a binding with the new value, so the child's body runs
// again (SEMANTICS §12.5); its button then reads "Stop".
final class Engine: ObservableObject {
    @Published var isRecording = false
}

struct Recorder: View {
    @StateObject private var engine = Engine()
    var body: some View {
        VStack {
            Text("recording: \(engine.isRecording ? "yes" : "no")")
            RecordButton(isRecording: $engine.isRecording)
        }
    }
}

struct RecordButton: View {
    @Binding var isRecording: Bool
    var body: some View {
        Button(isRecording ? "Stop" : "Start") { isRecording.toggle() }
    }
}
