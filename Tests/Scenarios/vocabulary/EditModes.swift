import SwiftUI
/// An edit mode kept in `@State` and given to a list through `.environment(\.editMode, $mode)`, with a
/// colour from Xcode's colour well (`#colorLiteral`).
struct MovieList: View {
    @State private var mode = EditMode.inactive
    @State private var movies = ["Alien", "Heat"]
    var body: some View {
        VStack {
            List {
                ForEach(movies, id: \.self) { movie in
                    Text(mode == .active ? "edit \(movie)" : movie)
                }
            }
            .environment(\.editMode, $mode)
            Button(mode.isEditing ? "Done" : "Edit") { mode = mode.isEditing ? .inactive : .active }
        }
        .background(Color(#colorLiteral(red: 0.1764705926, green: 0.01176470611, blue: 0.5607843399, alpha: 1)))
    }
}
