// Result (The Swift Programming Language, "Error Handling"; the standard library's Result): completion
// handlers given .success/.failure by a ternary, switch and if-case over it, get(), map with a key path,
// flatMap, init(catching:) and ==; expectations are swiftc's output.
enum LoadError: Error, Equatable { case offline, notFound(String) }
struct Post: Equatable { var id: Int; var title: String }
func fetch(_ id: Int, completion: (Result<Post, LoadError>) -> Void) {
  completion(id > 0 ? .success(Post(id: id, title: "Hello")) : .failure(.notFound("post \(id)")))
}
fetch(1) { result in
  switch result {
  case .success(let post): print("loaded", post.title)
  case .failure(let error): print("failed", error)
  }
}
fetch(0) { result in
  if case .failure(.notFound(let what)) = result { print("missing", what) }
  print((try? result.get()) as Any)
}
let titles = Result<Post, LoadError>.success(Post(id: 2, title: "Two")).map(\.title)
print(titles, titles == .success("Two"))
func parse(_ text: String) throws -> Int {
  guard let n = Int(text) else { throw LoadError.offline }
  return n
}
let parsed = Result { try parse("42") }
let failed = Result { try parse("x") }
print(parsed, (try? parsed.get()) ?? -1, (try? failed.get()) ?? -1)
let chained = parsed.flatMap { $0 > 40 ? .success($0 * 2) : .failure(LoadError.offline as Error) }
print(chained)
do {
  _ = try failed.get()
} catch {
  print("caught", error)
}
// What swiftc's build prints, in order:
// expect: loaded Hello
// expect: missing post 0
// expect: nil
// expect: success("Two") true
// expect: success(42) 42 -1
// expect: success(84)
// expect: caught offline
