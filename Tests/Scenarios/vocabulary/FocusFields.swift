import SwiftUI

/// Focus moved by code to the first empty field; the focused field is a nested enum.
struct SignUp: View {
    enum Field: Hashable { case name, password }
    @State private var name = ""
    @State private var password = ""
    @FocusState private var focus: Field?

    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($focus, equals: .name)
            SecureField("Password", text: $password).focused($focus, equals: .password)
            Text(focusText)
            Button("Sign up") {
                if name.isEmpty { focus = .name } else if password.isEmpty { focus = .password }
            }
        }
    }

    var focusText: String {
        switch focus {
        case .name?: return "Focus: name"
        case .password?: return "Focus: password"
        case nil: return "Focus: none"
        }
    }
}
