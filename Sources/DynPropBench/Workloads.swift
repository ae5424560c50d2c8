/// The component scripts the benchmark runs (issue: performance), written as ordinary scripts.
enum Workloads {
  /// A 10-ary tree of counter views: leaves hold their own `@State`, inner nodes a `VStack` with a
  /// `ForEach` of 10 children, the root a `@State` generation passed to every view as a `let`.
  static func counterTree(depth: Int) -> String {
    """
    import SwiftUI

    struct Leaf: View {
      let generation: Int
      @State var count = 0
      var body: some View { Text("\\(generation):\\(count)") }
    }

    struct Branch: View {
      let depth: Int
      let generation: Int
      var body: some View {
        if depth == 0 {
          Leaf(generation: generation)
        } else {
          VStack {
            ForEach(0..<10, id: \\.self) { _ in
              Branch(depth: depth - 1, generation: generation)
            }
          }
        }
      }
    }

    struct Root: View {
      @State var generation = 0
      var body: some View { Branch(depth: \(depth), generation: generation) }
    }
    """
  }

  /// Issue 23's per-frame clock: a `.task` loop that writes `@State` every frame.
  static let frameClock = """
    import SwiftUI

    struct ContentView: View {
      @State var t = 0
      var body: some View {
        Text("t \\(t)")
          .task { while !Task.isCancelled { try? await Task.sleep(nanoseconds: 16_000_000); t += 1 } }
      }
    }
    """

  /// `count` views, each with its own `.task` clock.
  static func taskClocks(_ count: Int) -> String {
    """
    import SwiftUI

    struct Clock: View {
      let id: Int
      @State var t = 0
      var body: some View {
        Text("\\(id): \\(t)")
          .task { while !Task.isCancelled { try? await Task.sleep(nanoseconds: 16_000_000); t += 1 } }
      }
    }

    struct Clocks: View {
      var body: some View {
        VStack { ForEach(0..<\(count), id: \\.self) { i in Clock(id: i) } }
      }
    }
    """
  }

  /// One `Timer` publisher, `count` views observing the model it drives.
  static func timerClocks(_ count: Int) -> String {
    """
    import Combine
    import SwiftUI

    final class Ticker: ObservableObject {
      @Published var t = 0
      var token: AnyCancellable?
      init() {
        token = Timer.publish(every: 1.0 / 60, on: .main, in: .common).autoconnect().sink { _ in self.t += 1 }
      }
    }

    struct Face: View {
      let id: Int
      @ObservedObject var ticker: Ticker
      var body: some View { Text("\\(id): \\(ticker.t)") }
    }

    struct Faces: View {
      @StateObject var ticker = Ticker()
      var body: some View {
        VStack { ForEach(0..<\(count), id: \\.self) { i in Face(id: i, ticker: ticker) } }
      }
    }
    """
  }

  /// The interpreter loop of the language issue, in the script language.
  static let loop = """
    var s = 0
    var i = 0
    while i < 10_000_000 {
      s += i
      i += 1
    }
    print(s)
    """

  /// The same loop in Python, run by CPython side by side.
  static let pythonLoop = """
    s = 0
    i = 0
    while i < 10_000_000:
        s += i
        i += 1
    print(s)
    """

  /// A 5,000-line script of struct declarations and functions, for `load` timing.
  static func largeScript(lines: Int) -> String {
    var out = ["import SwiftUI"]
    var n = 0
    while out.count < lines {
      out += [
        "struct Model\(n): Equatable {", "  var id: Int", "  var name: String",
        "  func describe() -> String {", "    return \"\\(id): \\(name)\"", "  }", "}",
        "func make\(n)(_ x: Int) -> Model\(n) {", "  Model\(n)(id: x * 2, name: \"m\\(x)\")", "}",
      ]
      n += 1
    }
    return out.joined(separator: "\n")
  }
}
