import SwiftUI

// tableStyle(_:) on a Table — https://developer.apple.com/documentation/swiftui/view/tablestyle(_:)
struct TablePerson: Identifiable {
    let givenName: String
    let familyName: String
    let id = UUID()
}

struct UnsupportedTableStyle: View {
    @State private var people = [TablePerson(givenName: "Juan", familyName: "Chavez")]
    var body: some View {
        Table(people) {
            TableColumn("Given Name", value: \.givenName)
            TableColumn("Family Name", value: \.familyName)
        }
        .tableStyle(.inset)
    }
}

