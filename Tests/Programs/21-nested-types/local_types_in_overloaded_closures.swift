// A trailing closure passed where two overloads share the name is compiled for each candidate; the local
// type declared in it is one declaration, not a redeclaration.
struct Suite {
  func test(_ name: String, _ body: @escaping () -> Void) { print("run", name); body() }
  func test(_ name: String) -> Int { 0 }
}
let suite = Suite()
suite.test("suits") {
  enum Suit: CaseIterable { case hearts, spades }
  print(Suit.allCases.count, Suit.allCases == [.hearts, .spades])
}
// expect: run suits
// expect: 2 true
