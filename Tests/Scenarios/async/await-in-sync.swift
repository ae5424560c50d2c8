import SwiftUI

func load() async -> Int { 1 }

struct Wrapper: DynamicProperty {
  func update() {
    let x = await load()
    print(x)
  }
}
