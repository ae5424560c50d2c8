// A type declared in a function body is known to the rest of the body: its cases type the implicit
// members beside them, and `allCases` is an array of it.
func check() {
  enum Suit: CaseIterable { case hearts, spades }
  let suits = [Suit.hearts, .spades]
  print(suits.map { "\($0)" }) // expect: ["hearts", "spades"]
  print(Suit.allCases == [.hearts, .spades], suits == Suit.allCases) // expect: true true
  print([.spades, .hearts] == Suit.allCases) // expect: false
}
check()

enum Size: CaseIterable { case small, large }
struct Catalog { static var sizes: [Size] { [.small, .large] } }
let all = Size.allCases
print(all == [.small, .large], Catalog.sizes == [.small, .large], Catalog.sizes != [.large]) // expect: true true true
