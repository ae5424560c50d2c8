import SwiftUI

// Two `async let` child tasks sleep side by side (The Swift Programming Language, "Concurrency":
// Calling Asynchronous Functions in Parallel): the result is on screen about one second after the view
// appears, not two; a child's error reaches the parent at `try await`.
struct LoadError: Error {}

func slowValue(_ v: String) async -> String {
    try? await Task.sleep(for: .seconds(1))
    return v
}

func failing() async throws -> String {
    try await Task.sleep(for: .seconds(0.5))
    throw LoadError()
}

struct Dashboard: View {
    @State private var text = "loading"
    @State private var status = "-"
    var body: some View {
        VStack {
            Text(text)
            Text(status)
        }
        .task {
            async let a = slowValue("A")
            async let b = slowValue("B")
            text = await a + b
            async let broken = failing()
            do {
                status = try await broken
            } catch {
                status = "failed"
            }
        }
    }
}
