import SwiftUI

struct Greedy: View {
  @State private var renders = 0

  var body: some View {
    renders += 1
    return Text("renders \(renders)")
  }
}
