// A default argument naming a static member of the type without `Self.` (The Swift Programming
// Language, "Functions": default parameter values are evaluated in the type's context), in an
// initializer and in a method; expectations are swiftc's output.
struct Flag { let city: String }
final class FlagsStore {
    var flags: [Flag]
    init(flags: [Flag] = defaultFlags) { self.flags = flags }
    func pick(count: Int = defaultCount) -> [String] { flags.prefix(count).map { $0.city } }
    static let defaultFlags = [Flag(city: "Oslo"), Flag(city: "Lima"), Flag(city: "Pune")]
    static var defaultCount: Int { 2 }
}
print(FlagsStore().pick(), FlagsStore(flags: [Flag(city: "Rome")]).pick(count: 1))
// What swiftc's build prints, in order:
// expect: ["Oslo", "Lima"] ["Rome"]
