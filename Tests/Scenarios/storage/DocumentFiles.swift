import SwiftUI
/// A `Codable` list saved to the documents directory after each change and read back by a new model
/// (the 100 Days of SwiftUI pattern), and the error a missing file throws.
@Observable
final class Rolls {
    private let savePath = URL.documentsDirectory.appending(path: "SavedRolls.json")
    var values: [Int]

    init() {
        if let data = try? Data(contentsOf: savePath), let saved = try? JSONDecoder().decode([Int].self, from: data) {
            values = saved
        } else {
            values = []
        }
    }

    func add(_ value: Int) {
        values.append(value)
        do {
            let data = try JSONEncoder().encode(values)
            try data.write(to: savePath, options: [.atomic, .completeFileProtection])
        } catch {
            print("Unable to save: \(error.localizedDescription)")
        }
    }
}

struct RollsView: View {
    @State private var rolls = Rolls()
    var body: some View {
        VStack {
            Text("rolls \(rolls.values.map(String.init).joined(separator: ","))")
            Button("Roll") { rolls.add(rolls.values.count + 3) }
        }
    }
}

func readMissing() {
    let url = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent("notes.txt")
    do {
        _ = try Data(contentsOf: url)
    } catch {
        print(error.localizedDescription)
    }
    print(url.path, url.lastPathComponent, FileManager.default.fileExists(atPath: url.path))
}
