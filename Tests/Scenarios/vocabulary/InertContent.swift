import SwiftUI

// Inert views still show what their builder closures make (issue 15): a gauge's labels, an empty-state
// view's description and action buttons. They showed only their own name, and the buttons could not be
// tapped. Apple: https://developer.apple.com/documentation/swiftui/gauge,
// https://developer.apple.com/documentation/swiftui/contentunavailableview
struct InertContent: View {
  @State private var level = 0.4
  @State private var results: [String] = []

  var body: some View {
    VStack {
      Gauge(value: level) {
        Text("Battery")
      } currentValueLabel: {
        Text("\(Int(level * 100))%")
      }
      if results.isEmpty {
        ContentUnavailableView {
          Label("No Results", systemImage: "magnifyingglass")
        } description: {
          Text("Nothing matched.")
        } actions: {
          Button("Search again") {
            results = ["found"]
            level = 0.9
          }
        }
      } else {
        Text("results \(results.count)")
      }
      ShareLink("Share", item: URL(string: "https://example.com")!)
      Color("Brand")
    }
  }
}
