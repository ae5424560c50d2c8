import DynPropInterpreter

extension ViewGraph {
  /// A `Picker` whose selection matches none of its options' tags shows no choice, and SwiftUI logs
  /// `Picker: the selection "0" is invalid …` (a selection of 0 over `ForEach(2..<10)`, or an untagged
  /// `Optional`). Reported once per picker and value, when the picker renders with it.
  func checkPickerSelection(_ node: ViewNode, _ picker: PrimitiveView) throws {
    guard let binding = picker.binding, let selection = try? binding.get(interpreter) else { return }
    let options = try pickerOptions(picker)
    guard !options.contains(where: { valuesEqual($0.tag, selection) }) else { return }
    let shown = Render.description(selection)
    guard reportedOnce.insert("picker-invalid-selection:\(node.path):\(shown)").inserted else { return }
    warn(.pickerInvalidSelection, view: nil, at: bodyLocation ?? interpreter.site, type: shown)
  }
}
