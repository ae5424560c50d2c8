// Checking and downcasting with `is`, `as?` and `as!` over an array of a base class, in `for case`, `if case`,
// `guard` and `compactMap` (The Swift Programming Language, "Type Casting": Checking Type, Downcasting);
// expectations are swiftc's output.
class MediaItem {
  let title: String
  init(title: String) { self.title = title }
}
class Song: MediaItem {
  let artist: String
  init(title: String, artist: String) {
    self.artist = artist
    super.init(title: title)
  }
}
class Movie: MediaItem {
  let director: String
  init(title: String, director: String) {
    self.director = director
    super.init(title: title)
  }
}
final class Podcast: Song {}
let library: [MediaItem] = [
  Song(title: "Blue", artist: "Ann"), Movie(title: "Rain", director: "Bo"),
  Podcast(title: "Talk", artist: "Cy"), Song(title: "Red", artist: "Di"),
]
var songCount = 0, movieCount = 0
for item in library {
  if item is Song { songCount += 1 } else if item is Movie { movieCount += 1 }
}
print(songCount, movieCount) // expect: 3 1
for item in library {
  if let movie = item as? Movie {
    print("Movie:", movie.title, "by", movie.director)
  } else if let song = item as? Song {
    print("Song:", song.title, "by", song.artist, item is Podcast)
  }
}
// expect: Song: Blue by Ann false
// expect: Movie: Rain by Bo
// expect: Song: Talk by Cy true
// expect: Song: Red by Di false
let opener = library[0] as! Song
print(opener.artist, (opener as MediaItem).title) // expect: Ann Blue
let item: MediaItem = Podcast(title: "Daily", artist: "Ed")
print(item is Song, item is Podcast, item is Movie, type(of: item)) // expect: true true false Podcast
print(library.compactMap { $0 as? Song }.map(\.title), library.filter { $0 is Movie }.count) // expect: ["Blue", "Talk", "Red"] 1
print((library[1] as? Song)?.artist ?? "not a song") // expect: not a song
for case let song as Song in library where song.artist < "C" { print("early artist", song.artist) } // expect: early artist Ann
if case let movie as Movie = library[1] { print("the movie is", movie.title) } // expect: the movie is Rain
func describe(_ item: MediaItem) -> String {
  guard let song = item as? Song else { return "not a song: \(item.title)" }
  return "song \(song.title)"
}
print(describe(library[3]), describe(library[1])) // expect: song Red not a song: Rain
if let songs = library as? [Song] { print(songs.count) } else { print("not all songs") } // expect: not all songs
let playlist: [MediaItem] = [Song(title: "Gold", artist: "Fa")]
print((playlist as? [Song])?.first?.artist as Any, (playlist as! [Song])[0].title) // expect: Optional("Fa") Gold
let selected: MediaItem? = Movie(title: "Snow", director: "Gu")
print((selected as? Movie)?.director as Any, selected is Song) // expect: Optional("Gu") false
