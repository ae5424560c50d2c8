import SwiftUI

// SwiftUI batches state writes into transactions; a write under a different `Transaction` (inside
// `withAnimation`) opens a new one, and each transaction gets its own body pass.
// Source: OpenSwiftUI's compatibility test `StateCompatibilityTests.nestedStateUpdate`
// (https://github.com/OpenSwiftUIProject/OpenSwiftUI, Tests/OpenSwiftUICompatibilityTests/Data/State):
// `1, 2` then `withAnimation { 3, 4 }` in one `onAppear` → body sees [0, 2, 4],
// onChange sees [[0, 2], [2, 4]] (observed on iOS, SEMANTICS §2.7).

struct NestedUpdates: View {
  @State private var value = 0

  var body: some View {
    let _ = print("body sees \(value)")
    Text("value \(value)")
      .onAppear {
        value = 1
        value = 2
        withAnimation {
          value = 3
          value = 4
        }
      }
      .onChange(of: value) { old, new in
        print("onChange \(old) → \(new)")
      }
  }
}

/// A tap that writes outside and then inside `withAnimation`: two transactions, two bodies. The label
/// reads only `count`; `flag` changes only in the animated transaction, so the second pass re-runs only
/// the view that reads it.
struct AnimatedTap: View {
  @State private var count = 0
  @State private var expanded = false

  var body: some View {
    let _ = print("tap body: count \(count), expanded \(expanded)")
    VStack {
      Button("Go") {
        count += 1
        withAnimation(.spring()) {
          expanded.toggle()
        }
      }
      Badge(count: count)
    }
  }
}

struct Badge: View {
  let count: Int
  var body: some View {
    let _ = print("badge body \(count)")
    Text("badge \(count)")
  }
}

/// Only animated writes: one transaction, one body (as without `withAnimation`).
struct OnlyAnimated: View {
  @State private var n = 0
  var body: some View {
    let _ = print("only body \(n)")
    Button("Bump \(n)") {
      withAnimation {
        n += 1
        n += 1
      }
    }
  }
}

/// A write through `$flag.animation()` carries its own transaction, as `withAnimation` does.
struct AnimatedBinding: View {
  @State private var count = 0
  @State private var flag = false

  var body: some View {
    let _ = print("binding body: count \(count), flag \(flag)")
    Button("Both") {
      count += 1
      let animated = $flag.animation(.easeInOut)
      animated.wrappedValue = true
    }
  }
}
