import SwiftUI

// `LabeledContent` rows show their label and their value (issue 15: the rows showed neither, and the
// content closure's views were dropped). Apple: https://developer.apple.com/documentation/swiftui/labeledcontent
struct Settings: View {
  @State private var name = "Ann"
  @State private var visits = 3
  @State private var price = 3.5

  var body: some View {
    Form {
      LabeledContent("Name", value: name)
      LabeledContent("Visits") {
        Text("\(visits)")
      }
      LabeledContent("Price", value: price, format: .currency(code: "USD"))
      LabeledContent {
        Text("on")
      } label: {
        Text("Wi-Fi")
      }
      Button("Visit") {
        visits += 1
        price = 4.25
      }
    }
  }
}

/// Swift rejects a value that is not a string unless a format is given.
struct BadValue: View {
  var body: some View {
    LabeledContent("Count", value: 3)
  }
}
