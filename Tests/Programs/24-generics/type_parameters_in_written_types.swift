// run: exec (JSONDecoder is the host's; ExecProgramTests runs it)
// A written type that names the function's type parameter is the type with the parameter's binding:
// `[T].self` is `Array<Post>` when `T` is `Post`, so a generic helper can decode `[T]`.
import Foundation

struct Post: Codable {
  let id: Int
}

class Box<T> {}

func describe<T>(_: T.Type) {
  print([T].self, Optional<T>.self, Box<T>.self, [String: T].self)
}
describe(Int.self)  // expect: Array<Int> Optional<Int> Box<Int> Dictionary<String, Int>
describe(Post.self)  // expect: Array<Post> Optional<Post> Box<Post> Dictionary<String, Post>

func decodeAll<T: Decodable>(_: T.Type, from text: String) throws -> [T] {
  try JSONDecoder().decode([T].self, from: text.data(using: .utf8)!)
}
let posts = try decodeAll(Post.self, from: #"[{"id": 1}, {"id": 2}]"#)
print(posts.map(\.id))  // expect: [1, 2]

func isArray<T>(of _: T.Type, _ value: Any) -> Bool { type(of: value) == [T].self }
print(isArray(of: Int.self, [1, 2]), isArray(of: String.self, [1, 2]))  // expect: true false
