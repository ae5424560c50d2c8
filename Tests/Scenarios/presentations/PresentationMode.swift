import SwiftUI

/// iOS 13–15 code: a sheet and a pushed view close themselves through `presentationMode`.
struct SettingsSheet: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        VStack {
            Text(presentationMode.wrappedValue.isPresented ? "presented" : "not presented")
            Button("Close") { presentationMode.wrappedValue.dismiss() }
        }
    }
}

struct DetailPage: View {
    @Environment(\.presentationMode) var presentationMode
    @Environment(\.sizeCategory) var sizeCategory

    var body: some View {
        VStack {
            Text("Size: \(String(describing: sizeCategory))")
            Button("Back") { self.presentationMode.wrappedValue.dismiss() }
        }
    }
}

struct LegacyHome: View {
    @State private var showSettings = false

    var body: some View {
        NavigationView {
            VStack {
                Button("Settings") { showSettings = true }
                NavigationLink("Detail", destination: DetailPage())
                SettingsSheet()
            }
            .sheet(isPresented: $showSettings) { SettingsSheet() }
        }
    }
}
