import SwiftUI
/// Views with several trailing closures: each closure plays the role its label names (content, header,
/// footer, label, icon, actions), as SwiftUI's initializers declare them.
struct TrailingClosuresView: View {
    @State private var on = false
    @State private var volume = 5.0
    @State private var topping = "Nuts"
    @State private var count = 0
    @State private var editing = false
    let toppings = ["Nuts", "Cookies", "Blueberries"]
    var body: some View {
        Form {
            Section {
                Text("row")
            } header: {
                Text("Head")
            } footer: {
                Text("Foot")
            }
            GroupBox {
                Toggle("On", isOn: $on)
            } label: {
                Text("Box")
            }
            Slider(value: $volume, in: 0...10) {
                Text("Volume")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("10")
            }
            Slider(value: $volume, in: 0...10) { isEditing in
                editing = isEditing
            }
            Label {
                Text("Paul")
            } icon: {
                Image(systemName: "person")
            }
            Picker(selection: $topping) {
                ForEach(toppings, id: \.self) { Text($0) }
            } label: {
                Text("Topping")
            }
            Stepper {
                Text("Count \(count)")
            } onIncrement: {
                count += 1
            } onDecrement: {
                count -= 1
            }
            Menu {
                Button("Open") { count = 100 }
            } label: {
                Label("Actions", systemImage: "ellipsis")
            }
        }
    }
}
