struct Point {
  var x: Int
  var y: Int

  mutating func moveRight() {
    x += 1
  }

  func moved(by dx: Int) -> Point {
    var copy = self
    copy.x += dx
    return copy
  }
}

var p = Point(x: 1, y: 2)
var q = p
q.x = 10
print(p.x, q.x) // expect: 1 10
p.moveRight()
print(p.x) // expect: 2
print(p.moved(by: 5).x, p.x) // expect: 7 2
var points = [p, q]
points[0].y = 99
print(points[0].y, p.y) // expect: 99 2
func reset(_ point: inout Point) {
  point.x = 0
}
reset(&p)
print(p.x) // expect: 0
