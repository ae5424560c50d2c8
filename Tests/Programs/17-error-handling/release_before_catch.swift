// What a failed expression had built is released when the error leaves it, before the handler runs.
final class Resource {
  deinit { print("released") }
}
enum Failure: Error { case bad }
func failing() throws -> Resource { throw Failure.bad }
do {
  let pair = try [Resource(), failing()]
  print(pair.count)
} catch {
  print("caught \(error)")
}
// expect: released
// expect: caught bad
