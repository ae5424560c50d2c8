// A `_read` accessor whose `yield` is inside a branch is not modelled (one top-level `yield` is): a
// located error.
var flag = true
var value: Int {
  _read { // expect error: unsupported: a '_read' accessor without exactly one 'yield' at its top level
    if flag { yield 1 } else { yield 2 }
  }
}
