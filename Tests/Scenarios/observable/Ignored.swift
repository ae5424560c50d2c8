import SwiftUI
import Observation
@Observable final class Model {
    var shown = 0
    @ObservationIgnored var hidden = 0
}
/// `@ObservationIgnored` properties do not invalidate the views that read them (issue 18.5; Apple: Observation
/// "ObservationIgnored()").
struct IgnoredView: View {
    @State var model = Model()
    var body: some View {
        VStack {
            Text("shown \(model.shown) hidden \(model.hidden)")
            Button("Hidden") { model.hidden += 1 }
            Button("Shown") { model.shown += 1 }
        }
    }
}
