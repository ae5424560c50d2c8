func bump(_ count: Int, by step: inout Int) -> Int {
  step += 1
  count = count + step // expect error: cannot assign to value: 'count' is a 'let' constant
  return count
}
