import SwiftUI

/// `#if` as public SwiftUI files use it, evaluated for an iOS debug build on an iPhone.
struct IfConfigView: View {
  #if DEBUG
  let build = "debug"
  #else
  let build = "release"
  #endif

  var body: some View {
    VStack {
      Text("build \(build)")
      #if os(iOS)
      Text("on the phone")
      #else
      Text("elsewhere")
      #endif
    }
    #if canImport(UIKit)
    .navigationBarTitleDisplayMode(.inline)
    #endif
  }
}
