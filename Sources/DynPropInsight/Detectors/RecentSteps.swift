/// The last few steps of a cause chain, for a pitfall's `chain` field.
///
/// A pitfall shows only its last steps (6 for a render loop, 8 for a fetch loop), so older ones are
/// dropped as new ones arrive: a detector's memory and its work per event stay constant however long
/// the session runs. Steps are kept unformatted and turned into text only when a pitfall is reported.
struct RecentSteps<Step> {
  let capacity: Int
  private(set) var steps: [Step] = []

  init(capacity: Int) {
    self.capacity = capacity
    steps.reserveCapacity(capacity + 1)
  }

  mutating func append(_ step: Step) {
    steps.append(step)
    if steps.count > capacity { steps.removeFirst() }
  }
}
