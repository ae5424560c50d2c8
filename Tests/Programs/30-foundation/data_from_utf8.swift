// run: exec (Data and JSONDecoder are the host's; ExecProgramTests runs it)
// `Data(text.utf8)`: the bytes of a string, as tests and previews build a response body.
import Foundation

struct Post: Codable {
  let id: Int
  let title: String
}

let text = #"[{"id": 1, "title": "Hello"}]"#
let data = Data(text.utf8)
print(data.count)  // expect: 29
let posts = try JSONDecoder().decode([Post].self, from: data)
print(posts[0].title, String(decoding: data, as: UTF8.self) == text)  // expect: Hello true
print(String(data: Data("héllo".utf8), encoding: .utf8)!)  // expect: héllo
