import SwiftUI

/// Each leaf registers its binding in a global dictionary from its body: a write, not a read.
var leafBindings: [Int: Binding<Int>] = [:]
var bodyLog: [String] = []

func register(_ id: Int, _ binding: Binding<Int>) { leafBindings[id] = binding }

struct Leaf: View {
  let id: Int
  @State var count = 0
  var body: some View {
    let _ = register(id, $count)
    let _ = bodyLog.append("leaf \(id)")
    Text("\(id): \(count)")
  }
}

struct Leaves: View {
  var body: some View {
    VStack { ForEach(0..<5, id: \.self) { i in Leaf(id: i) } }
  }
}

/// Views that read a global another action changes.
var motto = "hello"

struct Banner: View {
  let id: Int
  var body: some View { Text("\(id): \(motto)") }
}

struct Banners: View {
  let count: Int
  var body: some View {
    VStack { ForEach(0..<count, id: \.self) { i in Banner(id: i) } }
  }
}
