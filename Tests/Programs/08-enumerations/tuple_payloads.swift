// A case whose one payload is a tuple prints the tuple's elements as its payload list, as Swift's
// reflection shows it; a labeled payload keeps its parentheses.
enum Event {
  case move((Int, Int))
  case named((Int, y: Int))
  case pair(Int, Int)
  case at(point: (Int, Int))
}
print(Event.move((1, 2)), Event.named((3, y: 4))) // expect: move(1, 2) named(3, y: 4)
print(Event.pair(5, 6), Event.at(point: (7, 8))) // expect: pair(5, 6) at(point: (7, 8))
print([Event.move((0, 0))]) // expect: [tuple_payloads.Event.move(0, 0)]
