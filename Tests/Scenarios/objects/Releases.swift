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
