import SwiftUI

/// AsyncImage in its three forms: content/placeholder, one phase closure with `if let`, and a `switch`.
struct Gallery: View {
    var body: some View {
        VStack {
            AsyncImage(url: URL(string: "https://img.test/cupcake.jpg"), scale: 3) { image in
                image.resizable().scaledToFit()
            } placeholder: {
                Text("Loading cupcake")
            }
            AsyncImage(url: URL(string: "https://img.test/missing.jpg")) { phase in
                if let image = phase.image {
                    image.resizable()
                } else if phase.error != nil {
                    Text("Could not load the image")
                } else {
                    ProgressView()
                }
            }
            AsyncImage(url: URL(string: "https://img.test/slow.jpg")) { phase in
                switch phase {
                case .empty: Text("Slow: loading")
                case .success(let image): image
                case .failure: Text("Slow: failed")
                @unknown default: EmptyView()
                }
            }
        }
    }
}
