import SwiftUI
/// BetterRest's default wake-up time (a `DateComponents` with an hour and a minute made into a date),
/// and a profile editor bound to `.constant(.default)` whose date range comes from `Calendar`.
struct Profile {
    var name: String
    var goalDate: Date
    static let `default` = Profile(name: "g_kumar", goalDate: Date(timeIntervalSinceReferenceDate: 86_400 * 40))
}

struct ProfileEditor: View {
    @Binding var profile: Profile
    var dateRange: ClosedRange<Date> {
        let min = Calendar.current.date(byAdding: .year, value: -1, to: profile.goalDate)!
        let max = Calendar.current.date(byAdding: .year, value: 1, to: profile.goalDate)!
        return min...max
    }
    static var defaultWakeTime: Date {
        var components = DateComponents()
        components.hour = 7
        components.minute = 0
        return Calendar.current.date(from: components) ?? Date()
    }
    var body: some View {
        List {
            Text("Username \(profile.name)")
            DatePicker(selection: $profile.goalDate, in: dateRange, displayedComponents: .date) { Text("Goal Date") }
            Text("from \(dateRange.lowerBound.formatted(date: .abbreviated, time: .omitted))")
        }
    }
}
