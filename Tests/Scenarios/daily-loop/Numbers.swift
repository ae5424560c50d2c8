import SwiftUI

/// Numeric state of several types, for `set`'s type check against sized integers and Float.
struct Gauge: View {
  @State var small: Int8 = 1
  @State var ratio: Float = 1
  @State var level = 2.5

  var body: some View { Text("\(small) \(ratio) \(level)") }
}
