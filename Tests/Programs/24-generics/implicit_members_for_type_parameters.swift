// An implicit member passed for a type parameter takes the type the other argument gives it, and a
// generic enum's payload written as an implicit member takes the type argument (`Failure` is `Err`).
enum Err: Error, Equatable {
  case err
  case derr
}

func expectEqual<T: Equatable>(_ expected: T, _ actual: T) {
  print(expected == actual ? "same" : "expected \(expected), got \(actual)")
}

let failed: Result<Int, Err> = .failure(.derr)
print(failed)  // expect: failure(implicit_members_for_type_parameters.Err.derr)
if case .failure(let error) = failed { print(type(of: error), error) }  // expect: Err derr
expectEqual(failed, .failure(.derr))  // expect: same
expectEqual(failed, .failure(.err))
// expect: expected failure(implicit_members_for_type_parameters.Err.derr), got failure(implicit_members_for_type_parameters.Err.err)
expectEqual(.success(3), Result<Int, Err>.success(3))  // expect: same
var changed: Result<Int, Err> = .success(1)
changed = .failure(.err)
print(changed)  // expect: failure(implicit_members_for_type_parameters.Err.err)
