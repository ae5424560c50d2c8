import SwiftUI

/// `.constant(...)` where a Binding is expected: a sheet that is always shown, a toggle that never changes.
struct AlwaysSheet: View {
    @State private var details = false

    var body: some View {
        Text("Behind")
            .sheet(isPresented: .constant(true)) {
                VStack {
                    Toggle("Locked", isOn: .constant(true))
                    Button("More") { details.toggle() }
                }
                .sheet(isPresented: $details) { Text("Details") }
            }
    }
}
