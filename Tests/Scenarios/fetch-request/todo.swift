import CoreData
import SwiftUI

// A to-do list over the simulated Core Data store, as a pasted app would bring it.
final class Item: NSManagedObject {
  @NSManaged var title: String
  @NSManaged var done: Bool
  @NSManaged var created: Int
}

struct PersistenceController {
  static let shared = PersistenceController()
  let container: NSPersistentContainer

  init() {
    container = NSPersistentContainer(name: "Todo")
    container.loadPersistentStores { description, error in
      if let error = error { fatalError("store failed: \(error)") }
    }
    container.viewContext.automaticallyMergesChangesFromParent = true
  }
}

struct TodoList: View {
  @Environment(\.managedObjectContext) private var viewContext
  @FetchRequest(
    sortDescriptors: [NSSortDescriptor(keyPath: \Item.created, ascending: true)],
    animation: .default)
  private var items: FetchedResults<Item>

  var body: some View {
    VStack {
      Text("count \(items.count)")
      ForEach(items) { item in
        Text("row \(item.title)")
      }
      Button("Add") {
        let item = Item(context: viewContext)
        item.title = "new \(items.count + 1)"
        item.created = 100 + items.count
        try? viewContext.save()
      }
      Button("Delete first") {
        if let first = items.first { viewContext.delete(first) }
      }
    }
  }
}

struct Unrelated: View {
  @State private var n = 0
  var body: some View { Text("unrelated \(n)") }
}

@main
struct TodoApp: App {
  let persistenceController = PersistenceController.shared

  var body: some Scene {
    WindowGroup {
      VStack {
        TodoList()
        Unrelated()
      }
      .environment(\.managedObjectContext, persistenceController.container.viewContext)
    }
  }
}
