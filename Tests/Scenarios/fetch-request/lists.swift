import CoreData
import SwiftUI

// Entities and fetching views mounted one at a time (the default context needs no injection).
final class Chore: NSManagedObject {
  @NSManaged var title: String
  @NSManaged var done: Bool
  @NSManaged var priority: Int
}

func add(_ title: String, done: Bool = false, priority: Int = 0) {
  let context = PersistenceController.shared.container.viewContext
  let chore = Chore(context: context)
  chore.title = title
  chore.done = done
  chore.priority = priority
}

struct PersistenceController {
  static let shared = PersistenceController()
  let container = NSPersistentContainer(name: "Tasks")
}

/// Sorted by title, A to Z.
struct ByTitle: View {
  @FetchRequest(sortDescriptors: [SortDescriptor(\.title)]) private var chores: FetchedResults<Chore>
  var body: some View {
    Text("by title: " + chores.map { $0.title }.joined(separator: ","))
  }
}

/// Sorted by priority, highest first, then by title.
struct ByPriority: View {
  @FetchRequest(
    sortDescriptors: [
      NSSortDescriptor(keyPath: \Chore.priority, ascending: false),
      NSSortDescriptor(key: "title", ascending: true),
    ])
  private var chores: FetchedResults<Chore>
  var body: some View {
    Text("by priority: " + chores.map { "\($0.title)\($0.priority)" }.joined(separator: ","))
  }
}

/// Only open chores.
struct OpenTasks: View {
  @FetchRequest(
    sortDescriptors: [SortDescriptor(\Chore.title, order: .reverse)],
    predicate: NSPredicate(format: "done == %@", NSNumber(value: false)),
    animation: .default)
  private var chores: FetchedResults<Chore>
  var body: some View {
    VStack {
      Text("open \(chores.count): " + chores.map { $0.title }.joined(separator: ","))
      ForEach(chores) { chore in
        Button("finish \(chore.title)") { chore.done = true }
      }
    }
  }
}

/// Tasks whose title contains "milk" in any case, and that are important or open.
struct Search: View {
  @FetchRequest(
    sortDescriptors: [SortDescriptor(\.title)],
    predicate: NSPredicate(format: "title CONTAINS[c] %@ AND (priority >= %d OR NOT done == YES)", "milk", 2))
  private var chores: FetchedResults<Chore>
  var body: some View {
    Text("found: " + chores.map { $0.title }.joined(separator: ","))
  }
}

/// A row that holds its object as a plain `let`, and one that observes it.
struct PlainRow: View {
  let chore: Chore
  var body: some View { Text("plain \(chore.title)") }
}

struct ObservedRow: View {
  @ObservedObject var chore: Chore
  var body: some View { Text("observed \(chore.title)") }
}

struct Rows: View {
  @FetchRequest(sortDescriptors: [SortDescriptor(\.title)]) private var chores: FetchedResults<Chore>
  var body: some View {
    VStack {
      Text("list \(chores.count)")
      ForEach(chores) { chore in
        Text("inline \(chore.title)")
        PlainRow(chore: chore)
        ObservedRow(chore: chore)
      }
    }
  }
}

/// The older spellings: `entity:` and a fetch request made by the entity.
struct Older: View {
  @FetchRequest(entity: Chore.entity(), sortDescriptors: [NSSortDescriptor(key: "title", ascending: false)])
  private var byEntity: FetchedResults<Chore>
  @FetchRequest(fetchRequest: Chore.fetchRequest()) private var all: FetchedResults<Chore>

  var body: some View {
    VStack {
      Text("by entity: " + byEntity.map { $0.title }.joined(separator: ","))
      Text("all \(all.count)")
    }
  }
}

/// A predicate built from an initializer argument, as search screens do.
struct Filtered: View {
  @FetchRequest private var chores: FetchedResults<Chore>

  init(prefix: String) {
    _chores = FetchRequest(
      sortDescriptors: [SortDescriptor(\.title)],
      predicate: NSPredicate(format: "title BEGINSWITH[c] %@", prefix))
  }

  var body: some View {
    Text("filtered: " + chores.map { $0.title }.joined(separator: ","))
  }
}

struct Search2: View {
  @State private var prefix = "b"
  var body: some View {
    VStack {
      Filtered(prefix: prefix)
      Button("search c") { prefix = "c" }
    }
  }
}
