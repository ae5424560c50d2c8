import Combine
import Foundation

let ticker = Timer.publish(every: 0.5, on: .main, in: .common)
var stamps: [Double] = []
let listener = ticker.sink { stamps.append($0.timeIntervalSinceReferenceDate) }
var connection: AnyCancellable?

var autoStamps: [Double] = []
var autoToken: AnyCancellable?
