/// The component scripts the benchmark runs (issue: performance), written as ordinary scripts.
enum Workloads {
  /// A 10-ary tree of counter views: leaves hold their own `@State`, inner nodes a `VStack` with a
  /// `ForEach` of 10 children, the root a `@State` generation passed to every view as a `let`.
  static func counterTree(depth: Int, leafText: String = #""\(generation):\(count)""#) -> String {
    """
    import SwiftUI

    struct Leaf: View {
      let generation: Int
      @State var count = 0
      var body: some View { Text(\(leafText)) }
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

  /// Issue 16 (a): the leaf also reads a plain singleton's property and a global.
  static let sharedReadsLeafText = #""\(generation):\(count) \(Config.shared.title) \(appName)""#

  static let sharedValues = """

    final class Config {
      static let shared = Config()
      var title = "Shop"
    }

    var appName = "dynprop"
    """

  /// Issue 16 (b): a `@Published` array of `rows` structs in a `List`; `star` toggles one field.
  static func bigList(rows: Int) -> String {
    """
    import SwiftUI

    struct Row: Identifiable {
      let id: Int
      var name: String
      var starred: Bool
    }

    final class Store: ObservableObject {
      @Published var rows: [Row] = (0..<\(rows)).map { Row(id: $0, name: "row \\($0)", starred: false) }
      func star(_ index: Int) { rows[index].starred.toggle() }
    }

    var theStore: Store?
    var benchIndex = 0

    struct RowView: View {
      let row: Row
      var body: some View { Text(row.starred ? "\\(row.name) ★" : row.name) }
    }

    struct BigList: View {
      @StateObject var store = Store()
      var body: some View {
        let _ = theStore = store
        List(store.rows) { row in RowView(row: row) }
      }
    }
    """
  }

  /// Issue 16 (c): `count` views whose body is a `Text` with 15 chained modifiers.
  static func styledViews(count: Int) -> String {
    """
    import SwiftUI

    struct Styled: View {
      let id: Int
      @State var count = 0
      var body: some View {
        Text("\\(id): \\(count)")
          .padding()
          .font(.title)
          .foregroundColor(.red)
          .bold()
          .italic()
          .frame(width: 120, height: 40)
          .background(Color.blue)
          .opacity(0.9)
          .cornerRadius(4)
          .border(Color.gray)
          .shadow(radius: 2)
          .offset(x: 1, y: 1)
          .lineLimit(1)
          .multilineTextAlignment(.center)
          .accessibilityLabel("item \\(id)")
      }
    }

    struct StyledList: View {
      var body: some View {
        VStack { ForEach(0..<\(count), id: \\.self) { i in Styled(id: i) } }
      }
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
