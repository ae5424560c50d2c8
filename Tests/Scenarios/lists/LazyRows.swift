import SwiftUI

// A feed that loads its next page when its last row comes on screen (the usual infinite scroll).
struct Post: Identifiable {
    let id: Int
}

final class PostFeed: ObservableObject {
    @Published var posts: [Post] = []
    private(set) var pagesLoaded = 0

    init() { appendPage() }

    func appendPage() {
        pagesLoaded += 1
        print("page \(pagesLoaded) loaded")
        let first = posts.count
        posts.append(contentsOf: (first..<first + 20).map { Post(id: $0) })
    }
}

struct PostRow: View {
    let post: Post
    @State private var likes = 0
    var body: some View {
        HStack {
            Text("Post \(post.id)")
            Button("Like \(post.id): \(likes)") { likes += 1 }
        }
        .onDisappear { print("post \(post.id) gone") }
    }
}

struct FeedScreen: View {
    @StateObject private var feed = PostFeed()
    var body: some View {
        List {
            ForEach(feed.posts) { post in
                PostRow(post: post)
                    .onAppear {
                        if post.id == feed.posts.last?.id { feed.appendPage() }
                    }
            }
        }
    }
}

// Rows count on through sections; a static row is a row too.
struct SectionedList: View {
    var body: some View {
        List {
            Text("Header row")
            Section("Fruit") {
                ForEach(0..<10, id: \.self) { n in Text("Fruit \(n)") }
            }
            Section("Vegetables") {
                ForEach(10..<40, id: \.self) { n in Text("Veg \(n)") }
            }
        }
    }
}

// A lazy stack in a scroll view builds what is on screen; a plain stack builds everything.
struct Cell: View {
    let n: Int
    var body: some View { Text("Cell \(n)") }
}

struct Stacks: View {
    var body: some View {
        VStack {
            ScrollView {
                LazyVStack {
                    ForEach(0..<100, id: \.self) { n in Cell(n: n) }
                }
            }
            ScrollView {
                VStack {
                    ForEach(100..<130, id: \.self) { n in Cell(n: n) }
                }
            }
        }
    }
}

// Removing rows below a scrolled list pulls it back to its new end.
struct Shrinking: View {
    @State private var count = 50
    var body: some View {
        VStack {
            // A view as a modifier's value shows as the view under its own modifiers.
            Button("Keep 20") { count = 20 }
                .background(Color.yellow.opacity(0.3))
            List(0..<count, id: \.self) { n in Text("Item \(n)") }
        }
    }
}

// ScrollViewReader's proxy scrolls the list so a row is on screen.
struct Chat: View {
    @State private var messages = (0..<30).map { "Message \($0)" }
    var body: some View {
        ScrollViewReader { proxy in
            VStack {
                List(messages.indices, id: \.self) { index in Text(messages[index]) }
                Button("Send") { messages.append("Message \(messages.count)") }
                Button("Top") { proxy.scrollTo(0, anchor: .top) }
            }
            .onAppear { proxy.scrollTo(messages.count - 1, anchor: .bottom) }
            .onChange(of: messages.count) { _, count in proxy.scrollTo(count - 1) }
        }
    }
}
