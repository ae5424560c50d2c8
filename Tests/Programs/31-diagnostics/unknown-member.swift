struct Point {
  var x = 0
}
let p = Point()
print(p.y) // expect error: value of type 'Point' has no member 'y'
