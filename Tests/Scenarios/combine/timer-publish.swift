import Combine
import Foundation

let ticker = Timer.publish(every: 0.5, on: .main, in: .common)
var stamps: [Double] = []
let listener = ticker.sink { stamps.append($0.timeIntervalSinceReferenceDate) }
var connection: AnyCancellable?

var autoStamps: [Double] = []
var autoToken: AnyCancellable?

let stoppable = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
var stoppableCount = 0
let stoppableToken = stoppable.sink { _ in stoppableCount += 1 }
