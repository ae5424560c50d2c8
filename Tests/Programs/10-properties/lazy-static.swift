struct Config {
  static let shared = Config(name: "main")
  static var created = 0
  static let broken: Int = { fatalError("never read") }()
  let name: String
  init(name: String) {
    Config.created += 1
    self.name = name
  }
}
print(Config.created) // expect: 0
print(Config.shared.name) // expect: main
print(Config.created) // expect: 1
print(Config.shared.name, Config.created) // expect: main 1
