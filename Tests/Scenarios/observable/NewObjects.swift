import SwiftUI
import Observation
@Observable final class Box {
    var n: Int
    init(n: Int) { self.n = n }
}
final class Legacy: ObservableObject {
    @Published var m = 0
    init(m: Int) { self.m = m }
}
/// Objects made inside a body, whose initializers set their own properties: no change, no warning
/// (issue 20.8: "Modifying state during view update" and `change Box#1.n: () → 3`).
struct NewObjectsView: View {
    var body: some View {
        let box = Box(n: 3)
        let legacy = Legacy(m: 4)
        Text("box \(box.n) \(legacy.m)")
    }
}
