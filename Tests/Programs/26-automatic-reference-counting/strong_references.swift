// Strong references keep an instance alive; deinit runs when the last one goes away, in that order,
// and an instance's stored properties are released after its deinit (The Swift Programming Language,
// "Automatic Reference Counting"); expectations are swiftc's output.
class Photo {
  let name: String
  init(_ name: String) { self.name = name; print("load", name) }
  deinit { print("deinit", name) }
}
var hero: Photo? = Photo("hero") // expect: load hero
var header = hero
var thumbnail = hero
hero = nil
print("hero released") // expect: hero released
header = nil
print("header released") // expect: header released
thumbnail = nil // expect: deinit hero
print("thumbnail released") // expect: thumbnail released
var wallpaper = Photo("beach") // expect: load beach
wallpaper = Photo("forest") // expect: load forest
// expect: deinit beach
print("now", wallpaper.name) // expect: now forest
var album = [Photo("a"), Photo("b"), Photo("c")] // expect: load a
// expect: load b
// expect: load c
album.remove(at: 1) // expect: deinit b
print("count", album.count) // expect: count 2
album.removeAll() // expect: deinit a
// expect: deinit c
var cache: [String: Photo] = ["avatar": Photo("old")] // expect: load old
cache["avatar"] = Photo("new") // expect: load new
// expect: deinit old
cache["avatar"] = nil // expect: deinit new
class Gallery {
  let cover = Photo("cover")
  let title: String
  init(title: String) { self.title = title }
  deinit { print("deinit gallery", title) }
}
var gallery: Gallery? = Gallery(title: "Trip") // expect: load cover
gallery = nil // expect: deinit gallery Trip
// expect: deinit cover
func preview() {
  let local = Photo("preview")
  print("showing", local.name)
}
preview() // expect: load preview
// expect: showing preview
// expect: deinit preview
print("after preview") // expect: after preview
