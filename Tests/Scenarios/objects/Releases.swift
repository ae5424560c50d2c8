import SwiftUI

final class Scratch {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}

/// An object made and let go inside an action: ARC releases it when the action's last statement ends.
struct Workbench: View {
    var body: some View {
        Button("Measure") {
            let scratch = Scratch("ruler")
            print("using \(scratch.name)")
        }
    }
}

final class EditorModel: ObservableObject {
    @Published var text = "draft"
    deinit { print("deinit EditorModel") }
}

/// A sheet whose content owns a @StateObject: dismissing the sheet releases the model.
struct EditorSheet: View {
    @StateObject private var model = EditorModel()
    var body: some View { Text(model.text) }
}

struct Documents: View {
    @State private var editing = false

    var body: some View {
        Button("Edit") { editing = true }
            .sheet(isPresented: $editing) { EditorSheet() }
    }
}
