// A collection without its own subscript(Range) gets Swift's Slice<Self> from dropFirst(), which is not
// modelled: a located error, never a guess.
struct Digits: Collection {
  var startIndex: Int { 0 }
  var endIndex: Int { 3 }
  subscript(position: Int) -> Int { position * 2 }
  func index(after i: Int) -> Int { i + 1 }
}
let rest = Digits().dropFirst() // expect error: unsupported: slicing 'Digits' without its own subscript(Range) (Swift's default SubSequence, Slice<Digits>, is not modelled)
