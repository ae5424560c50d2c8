import SwiftUI
import Observation

@Observable
class Draft {
    var title = ""
}

/// `Bindable(draft).title` inside a body, without a `@Bindable` property.
struct DraftEditor: View {
    let draft: Draft

    var body: some View {
        VStack {
            TextField("Title", text: Bindable(draft).title)
            Text("Title: \(draft.title)")
        }
    }
}

struct DraftScreen: View {
    @State private var draft = Draft()
    var body: some View { DraftEditor(draft: draft) }
}
