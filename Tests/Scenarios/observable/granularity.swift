import SwiftUI
import Observation

final class Store: ObservableObject {
  @Published var name = "a"
  @Published var score = 0
}

struct NameLabel: View {
  @ObservedObject var store: Store
  var body: some View { Text("name \(store.name)") }
}

struct ScoreLabel: View {
  @ObservedObject var store: Store
  var body: some View { Text("score \(store.score)") }
}

struct PublishedScreen: View {
  @StateObject private var store = Store()

  var body: some View {
    VStack {
      NameLabel(store: store)
      ScoreLabel(store: store)
      Button("Score") { store.score += 1 }
    }
  }
}

@Observable
final class Model {
  var name = "a"
  var score = 0
}

struct ModelName: View {
  let model: Model
  var body: some View { Text("name \(model.name)") }
}

struct ModelScore: View {
  let model: Model
  var body: some View { Text("score \(model.score)") }
}

struct ObservableScreen: View {
  @State private var model = Model()

  var body: some View {
    VStack {
      ModelName(model: model)
      ModelScore(model: model)
      Button("Score") { model.score += 1 }
    }
  }
}
