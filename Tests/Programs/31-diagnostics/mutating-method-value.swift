struct Counter { var count = 0; mutating func bump() { count += 1 } }
let bump = Counter.bump // expect error: cannot reference 'mutating' method as function value
