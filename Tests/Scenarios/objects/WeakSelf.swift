import SwiftUI

/// A model whose delayed work captures `self` weakly or strongly (The Swift Programming Language,
/// "Automatic Reference Counting"): a `[weak self]` closure does not keep the model alive, so a dismissed
/// sheet's model goes at once and the late work finds nothing; a strong capture keeps it until the
/// work has run.
final class DetailModel: ObservableObject {
    @Published var status = "loading"
    let name: String
    weak var delegate: Coordinator?
    init(name: String) { self.name = name }
    deinit { print("deinit \(name)") }

    func loadWeakly() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in
            guard let self else { print("weak: model gone"); return }
            self.status = "loaded"
        }
    }

    func loadStrongly() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            self.status = "loaded"
            print("strong: loaded \(self.name)")
        }
    }
}

final class Coordinator {
    let title: String
    init(title: String) { self.title = title }
    deinit { print("deinit coordinator") }
}

/// An unowned back reference read after its object went: Swift traps.
final class Receipt {
    unowned let coordinator: Coordinator
    init(_ coordinator: Coordinator) { self.coordinator = coordinator }
}

var coordinator: Coordinator? = Coordinator(title: "main")
let receipt = Receipt(coordinator!)

struct DetailView: View {
    @StateObject var model: DetailModel
    let weakly: Bool
    var body: some View {
        Text("\(model.name): \(model.status)")
            .onAppear { weakly ? model.loadWeakly() : model.loadStrongly() }
    }
}

struct Host: View {
    @State var showWeak = false
    @State var showStrong = false
    var body: some View {
        VStack {
            Button("Weak") { showWeak = true }
            Button("Strong") { showStrong = true }
            Button("Receipt") { print(receipt.coordinator.title) }
        }
        .sheet(isPresented: $showWeak) { DetailView(model: DetailModel(name: "A"), weakly: true) }
        .sheet(isPresented: $showStrong) { DetailView(model: DetailModel(name: "B"), weakly: false) }
    }
}
