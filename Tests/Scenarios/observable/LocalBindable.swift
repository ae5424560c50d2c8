import SwiftUI
@Observable class Player {
    var name = "Kipper"
    var score = 1
}
/// `@Bindable var player = player` inside `body`: a local wrapper over the environment's object, whose
/// `$player.score` binds the stepper to the object's property.
struct ScoreView: View {
    @Environment(Player.self) var player
    var body: some View {
        @Bindable var player = player
        Stepper("Score \(player.score)", value: $player.score)
    }
}
struct GameView: View {
    @State private var player = Player()
    var body: some View {
        VStack {
            Text("Player:") + Text(" \(player.name)").font(.title).fontWeight(.bold)
            ScoreView()
        }
        .environment(player)
    }
}
