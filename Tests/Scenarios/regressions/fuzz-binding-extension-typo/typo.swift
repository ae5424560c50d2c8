import SwiftUI

// A misspelt parameter inside an extension of Binding: `fallback` is not in scope. (Found by the fuzzer:
// the name was taken as a member of `self`, which Binding answers for any name, and reading the binding
// recursed without end.)
extension Binding {
  init(_ source: Binding<Value?>, replacingNilWith fallgack: Value) {
    self.init(get: { source.wrappedValue ?? fallback }, set: { source.wrappedValue = $0 })
  }
}
