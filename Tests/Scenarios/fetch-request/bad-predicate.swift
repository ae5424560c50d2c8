import CoreData
import SwiftUI

final class Note: NSManagedObject {
  @NSManaged var text: String
}

struct Typo: View {
  @FetchRequest(sortDescriptors: [], predicate: NSPredicate(format: "text CONTAINZ %@", "x"))
  private var notes: FetchedResults<Note>
  var body: some View { Text("notes \(notes.count)") }
}

struct UnknownKey: View {
  @FetchRequest(sortDescriptors: [SortDescriptor(\.title)]) private var notes: FetchedResults<Note>
  var body: some View { Text("notes \(notes.count)") }
}

struct Fine: View {
  @FetchRequest(sortDescriptors: [], predicate: NSPredicate(format: "text BEGINSWITH[c] 'A'"))
  private var notes: FetchedResults<Note>
  var body: some View { Text("fine \(notes.count)") }
}
