// A nested type named without its outer type in a parameter or a stored property (The Swift Programming
// Language, "Nested Types"): an implicit-member argument given from outside, through `Outer.Inner(...)`,
// resolves on it — a case, a static property of type `Self`, a static method; expectations are swiftc's
// output.
enum Janken {
    enum Move: String, CaseIterable {
        case rock, paper, scissors
        static var random: Self { allCases.last! }
        static func named(_ raw: String) -> Move { Move(rawValue: raw) ?? .rock }
    }
    struct Round {
        var number: Int
        var enemy: Move
        func versus(_ move: Move) -> String { "\(move.rawValue) vs \(enemy.rawValue)" }
    }
    struct Game {
        var round: Round
        init(first: Move) { round = Round(number: 1, enemy: first) }
    }
}
let round = Janken.Round(number: 2, enemy: .random)
print(round.enemy, round.versus(.paper), round.versus(.named("rock")))
print(Janken.Game(first: .random).round.enemy.rawValue)
// What swiftc's build prints, in order:
// expect: scissors paper vs scissors rock vs scissors
// expect: scissors
