import SwiftUI

// From public score-keeping apps: a Stepper per player bound with `$players[index].score`, in a file whose
// name (players.swift, so module `players`) is also the property's name, and a model made with `.init()`.
struct Player {
    var name: String
    var score: Int
}

final class ScoreModel: ObservableObject {
    @Published var round = 1
}

struct Scores: View {
    @State var players = [Player(name: "Ann", score: 0), Player(name: "Bo", score: 3)]
    @StateObject var model: ScoreModel = .init()

    var body: some View {
        List {
            Text("Round \(model.round)")
            ForEach(players.indices, id: \.self) { index in
                Stepper("\(players[index].name): \(players[index].score)", value: $players[index].score)
            }
            Button("Next round") { model.round += 1 }
        }
    }
}
