import SwiftUI

// WeSplit's picker (Hacking with Swift): the selection starts at 0 while the options are 2..<10, so no
// option is chosen and SwiftUI logs that the selection is invalid; picking an option fixes it.
struct SplitView: View {
    @State private var numberOfPeople = 0
    var body: some View {
        Form {
            Picker("Number of people", selection: $numberOfPeople) {
                ForEach(2..<10) { Text("\($0) people") }
            }
            Text("Split \(numberOfPeople + 2) ways")
        }
    }
}
