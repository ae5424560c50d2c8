import SwiftUI

// navigation: tabViewCustomization(_:)
// https://developer.apple.com/documentation/swiftui/view/tabviewcustomization(_:)
@available(iOS 18.0, *)
struct UnsupportedTabViewCustomization: View {
    @State private var customization = TabViewCustomization()

    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") {
                Text("Home tab")
            }
            .customizationID("catalog.home")
            Tab("Alerts", systemImage: "bell") {
                Text("Alerts tab")
            }
            .customizationID("catalog.alerts")
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization($customization)
    }
}
