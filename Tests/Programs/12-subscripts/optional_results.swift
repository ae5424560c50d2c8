// Subscripts whose result is optional: a safe index, and a dictionary-backed subscript whose setter takes
// nil to remove (The Swift Programming Language, "Subscripts", "Optional Chaining"); expectations are swiftc's output.
struct Playlist {
  var songs: [String]
  subscript(safe index: Int) -> String? {
    songs.indices.contains(index) ? songs[index] : nil
  }
}
let playlist = Playlist(songs: ["Intro", "Verse", "Chorus"])
if let song = playlist[safe: 1] { print("found", song) } // expect: found Verse
if playlist[safe: 9] == nil { print("no song 9") } // expect: no song 9
print(playlist[safe: 2] ?? "none", playlist[safe: -1] ?? "none") // expect: Chorus none
print(playlist[safe: 0]?.count ?? 0, playlist[safe: 0]?.lowercased() ?? "") // expect: 5 intro
guard let last = playlist[safe: playlist.songs.count - 1] else { fatalError() }
print(last.uppercased()) // expect: CHORUS
final class Cache {
  private var entries: [String: String] = [:]
  subscript(key: String) -> String? {
    get { entries[key] }
    set {
      if let value = newValue { entries[key] = value } else { entries.removeValue(forKey: key) }
      print("set", key, "->", newValue ?? "removed")
    }
  }
  var count: Int { entries.count }
}
let cache = Cache()
cache["avatar"] = "a.png" // expect: set avatar -> a.png
cache["banner"] = "b.png" // expect: set banner -> b.png
print(cache.count, cache["avatar"] ?? "-") // expect: 2 a.png
cache["avatar"] = nil // expect: set avatar -> removed
print(cache.count, cache["avatar"] ?? "-", cache["avatar"] == nil) // expect: 1 - true
cache["banner"]? += "?v=2" // expect: set banner -> b.png?v=2
print(cache["banner"]!, cache.count) // expect: b.png?v=2 1
let names = ["Ann": 3, "Bo": 5]
var total = 0
for key in ["Ann", "Cy", "Bo"] {
  if let n = names[key] { total += n } else { print("no", key) } // expect: no Cy
}
print(total) // expect: 8
struct Item { var name: String; var quantity: Int }
struct Order {
  var items: [Item]
  subscript(name: String) -> Item? {
    get { items.first { $0.name == name } }
    set {
      guard let i = items.firstIndex(where: { $0.name == name }) else { return }
      if let item = newValue { items[i] = item } else { items.remove(at: i) }
    }
  }
}
var order = Order(items: [Item(name: "tea", quantity: 1), Item(name: "cake", quantity: 2)])
order["tea"]?.quantity += 5
order["cake"] = nil
print(order.items.map { "\($0.name)=\($0.quantity)" }) // expect: ["tea=6"]
