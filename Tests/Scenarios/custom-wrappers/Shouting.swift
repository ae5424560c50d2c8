import SwiftUI

/// A DynamicProperty wrapper whose projected binding is written with trailing closures.
@propertyWrapper
struct Shouting: DynamicProperty {
    @State var wrappedValue: String

    var projectedValue: Binding<String> {
        Binding {
            wrappedValue
        } set: { newValue in
            wrappedValue = newValue.uppercased()
        }
    }
}

struct ShoutForm: View {
    @Shouting var name = ""

    var body: some View {
        VStack {
            Text("Hello \(name)")
            TextField("Name", text: $name)
        }
    }
}
