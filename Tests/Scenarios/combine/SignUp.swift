import SwiftUI
import Combine
/// A sign-up form validated with Combine: `Publishers.CombineLatest` of two `@Published` values mapped
/// with `==` (the pair splatted into the operator), `CombineLatest3`, `Merge`, and a two-parameter
/// closure given the pair.
final class SignUpModel: ObservableObject {
    @Published var username = ""
    @Published var password = ""
    @Published var confirmation = ""
    @Published var isValid = false
    @Published var log: [String] = []
    private var bag = Set<AnyCancellable>()

    init() {
        let matching = Publishers.CombineLatest($password, $confirmation).map(==)
        let filled = Publishers.CombineLatest3($username, $password, $confirmation)
            .map { user, password, confirmation in !user.isEmpty && !password.isEmpty && !confirmation.isEmpty }
        Publishers.CombineLatest(matching, filled)
            .map { $0 && $1 }
            .assign(to: &$isValid)
        Publishers.Merge($username, $password)
            .dropFirst(2)
            .sink { [weak self] in self?.log.append($0) }
            .store(in: &bag)
    }
}

struct SignUpForm: View {
    @StateObject private var model = SignUpModel()
    var body: some View {
        Form {
            TextField("Username", text: $model.username)
            SecureField("Password", text: $model.password)
            SecureField("Repeat", text: $model.confirmation)
            Button("Sign up") { }.disabled(!model.isValid)
            Text("typed \(model.log.joined(separator: ","))")
        }
    }
}
