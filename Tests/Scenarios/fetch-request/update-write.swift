import CoreData
import SwiftUI

final class Log: NSManagedObject {
  @NSManaged var n: Int
}

/// Seeds the store from its body the first time (a change published from inside a view update).
struct Seeding: View {
  @Environment(\.managedObjectContext) private var context
  @FetchRequest(sortDescriptors: []) private var logs: FetchedResults<Log>

  var body: some View {
    if logs.isEmpty { _ = Log(context: context) }
    return Text("logs \(logs.count)")
  }
}
