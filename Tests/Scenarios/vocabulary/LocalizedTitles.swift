import SwiftUI

// A string literal given to a SwiftUI title is a LocalizedStringKey when every interpolated value has a
// LocalizedStringKey interpolation: then a Double shows as "%lf" (8.000000) and a Float as "%f"
// (Hacking with Swift's BetterRest shows "8.000000 hours" until it uses .formatted()). A Bool or an
// Optional among the values makes the literal a plain String, which prints values as print does.
struct SleepView: View {
    @State private var sleepAmount = 8.0
    @State private var showsAlarm = true
    let ratio: Float = 0.5
    let label = "hours"

    var body: some View {
        VStack {
            Stepper("\(sleepAmount) hours", value: $sleepAmount, in: 4...12, step: 0.25)
            Text("ratio \(ratio)")
            Text("alarm \(showsAlarm) at \(sleepAmount)")
            Text(verbatim: "verbatim \(sleepAmount)")
            Text("\(sleepAmount) " + label)
            Text(showsAlarm ? "on \(sleepAmount)" : "off")
            Text("formatted \(sleepAmount.formatted()) hours")
            Text("specified \(sleepAmount, specifier: "%.1f")")
            Button("Reset to \(Int(sleepAmount))") { sleepAmount = 8 }
        }
        .navigationTitle("Sleep \(sleepAmount)")
    }
}
