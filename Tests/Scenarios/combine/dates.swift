import Foundation

let start = Date()
let later = start.addingTimeInterval(90)
