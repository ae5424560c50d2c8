// MemoryLayout gives the sizes Swift lays values out with on a 64-bit platform: fields in order at their
// alignment, Optionals in their payload's spare values where it has some.
struct Empty {}
enum Single { case only }
enum Pair { case left, right }
struct Mixed { var flag: Int8; var count: Int; var done: Bool }
struct Box<T> { var item: T }
final class Node {}
enum Payload { case value(Int), none }

func sizes<T>(_ value: T) -> String {
  "\(MemoryLayout<T>.size)/\(MemoryLayout<T>.stride) \(MemoryLayout<Box<T>>.size) \(MemoryLayout.size(ofValue: value))"
}
print(sizes(Empty()), sizes(()), sizes(Single.only)) // expect: 0/1 0 0 0/1 0 0 0/1 0 0
print(sizes(7), sizes(Pair.left), sizes(Node())) // expect: 8/8 8 8 1/1 1 1 8/8 8 8
print(MemoryLayout<Mixed>.size, MemoryLayout<Mixed>.stride, MemoryLayout<Mixed>.alignment) // expect: 17 24 8
print(MemoryLayout<Int?>.size, MemoryLayout<Int?>.stride, MemoryLayout<Node?>.size, MemoryLayout<Bool?>.size) // expect: 9 16 8 1
print(MemoryLayout<Int8??>.size, MemoryLayout<Pair?>.size, MemoryLayout<Payload>.size, MemoryLayout<String?>.size) // expect: 3 1 9 16
print(MemoryLayout<(Int, Int)?>.size, MemoryLayout<(Node, Node)?>.size, MemoryLayout<Any>.size) // expect: 17 16 32
print(MemoryLayout<() -> Void>.size, MemoryLayout<[Int]>.size, MemoryLayout<(Int8, Int32)>.size) // expect: 16 8 8
