// Property observers run on wrapped properties too (@Published, @State): The Swift Programming Language,
// "Properties" (property observers, property wrappers); issue #20 point 3.
import SwiftUI
final class VM: ObservableObject {
  @Published var count = 0 { didSet { doubled = count * 2; print("didSet", oldValue, count) } }
  @Published var doubled = 0
  var plain = 1 { willSet { print("willSet", newValue) } didSet { print("plain didSet", oldValue) } }
}
struct CounterView: View {
  @StateObject var vm = VM()
  @State var n = 0 { didSet { print("state didSet", oldValue) } }
  var body: some View {
    VStack {
      Text("count \(vm.count) doubled \(vm.doubled)")
      Button("Inc") { vm.count += 1; vm.plain = 5; n += 1 }
    }
  }
}
