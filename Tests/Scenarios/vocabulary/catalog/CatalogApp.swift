import SwiftUI

// WindowGroup is a Scene, documented inside an @main App's body.
// https://developer.apple.com/documentation/swiftui/windowgroup/init(content:).md
@main
struct CatalogApp: App {
    var body: some Scene {
        WindowGroup {                                                   // WindowGroup(content:)
            CatalogViewsRoot()
        }
    }
}
