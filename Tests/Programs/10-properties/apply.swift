struct Post {
  let id: Int
  let title: String
}
let posts = [Post(id: 1, title: "One"), Post(id: 2, title: "Two")]
print(posts.map(\.title)) // expect: ["One", "Two"]
let path = \Post.id
print(posts[1][keyPath: path]) // expect: 2
print(type(of: posts[0])) // expect: Post
