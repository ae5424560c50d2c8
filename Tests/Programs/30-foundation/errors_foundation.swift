// run: exec (needs the host's Foundation pieces and async runtime; ExecProgramTests runs it)
// NSError and LocalizedError as app code uses them.
import Foundation

enum LoadError: LocalizedError {
  case offline
  var errorDescription: String? { "You are offline." }
}
struct Plain: Error {}
enum Code: Error { case a, b }
do { throw LoadError.offline } catch { print(error.localizedDescription) }  // expect: You are offline.
let e = NSError(domain: "app", code: 42, userInfo: [NSLocalizedDescriptionKey: "Broken"])
print(e.code, e.domain, e.localizedDescription)  // expect: 42 app Broken
do { throw e } catch let err as NSError { print(err.code) }  // expect: 42
print(Plain().localizedDescription)  // expect: The operation could not be completed. (errors_foundation.Plain error 1.)
print(Code.b.localizedDescription)  // expect: The operation could not be completed. (errors_foundation.Code error 1.)
print(NSError(domain: "net", code: 7).localizedDescription)  // expect: The operation could not be completed. (net error 7.)
// An NSError prints its userInfo description, or (null) without one (Foundation's -description).
let plain: Error = NSError(domain: "com.example.error", code: 100, userInfo: nil)
print("Error: \(plain)")  // expect: Error: Error Domain=com.example.error Code=100 "(null)"
