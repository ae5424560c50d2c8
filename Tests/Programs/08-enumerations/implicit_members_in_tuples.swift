// An implicit member inside a tuple of a collection literal takes its type from the same position of a
// sibling tuple (`[(Move.rock, "Rock"), (.paper, "Paper")]`, as Swift infers `[(Move, String)]`),
// also with labels and in `for` loops over the literal; expectations are swiftc's output.
enum Move: String { case rock, paper, scissors }
let moves = [(Move.rock, "Rock"), (.paper, "Paper"), (.scissors, "Scissors")]
for (move, title) in moves { print(move.rawValue, title) }
let scored = [(move: Move.paper, points: 2), (move: .rock, points: 1)]
print(scored.map { "\($0.move) \($0.points)" })
for (index, (move, title)) in [(Move.scissors, "S"), (.rock, "R")].enumerated() {
    print(index, move == .rock, title)
}
// What swiftc's build prints, in order:
// expect: rock Rock
// expect: paper Paper
// expect: scissors Scissors
// expect: ["paper 2", "rock 1"]
// expect: 0 false S
// expect: 1 true R
