import DynPropInterpreter

/// `alert(_:isPresented:actions:message:)` and `confirmationDialog`, with `presenting:` data passed to
/// both closures (SEMANTICS §8.5). With no buttons, SwiftUI shows an OK button that only dismisses; a
/// tap on any of its buttons dismisses it.
struct AlertModifier: HostModifier {
  static let names = ["alert", "confirmationDialog"]
  let presentation: String?
  let kind: String
  let title: String?
  let isPresented: BindingValue?
  let presenting: Value?
  let actions: Value?
  let message: Value?

  static func models(_ call: ModifierCall) -> Bool { !LegacyAlertModifier.models(call) }

  init(_ call: ModifierCall) {
    presentation = call.name
    kind = call.name == "alert" ? "Alert" : "ConfirmationDialog"
    title = call.first.flatMap(ViewGraph.titleText)
    isPresented = call["isPresented"]?.binding
    presenting = call["presenting"]
    actions = call["actions"] ?? call.firstTrailingClosure
    message = call["message"]
  }

  func presented(by node: ViewNode, in graph: ViewGraph) throws -> Value? {
    guard let isPresented, try graph.isTrue(isPresented) else { return nil }
    let rt = graph.interpreter
    var data: [Value] = []
    if let presenting {
      // SwiftUI shows the alert only while the data is not nil either.
      guard let value = presenting.unwrapped else { return nil }
      data = [value]
    }
    var shown = try actions.map { try rt.callValue($0, data, at: rt.site) } ?? .void
    if ViewText.buttonCount(in: shown) == 0 { shown = .native(PrimitiveView(kind: "Button", text: "OK")) }
    var parts = [shown]
    if let message { parts.append(try rt.callValue(message, data, at: rt.site)) }
    return .native(
      PresentedView(kind: kind, content: .native(TupleContent(children: parts)), title: title) { rt in
        try isPresented.set(.bool(false), rt)
      })
  }
}

/// The iOS 13 forms: `.alert(isPresented:) { Alert(...) }`, `.alert(item:) { item in Alert(...) }` and
/// `.actionSheet(...)`, whose closure returns an `Alert` or `ActionSheet` value (`LegacyAlertValue`).
struct LegacyAlertModifier: HostModifier {
  static let names = ["alert", "confirmationDialog", "actionSheet"]
  let name: String
  var presentation: String? { name }
  let isPresented: BindingValue?
  let item: BindingValue?
  let content: Value?

  static func models(_ call: ModifierCall) -> Bool {
    call["actions"] == nil && call["message"] == nil && (call.first?.binding != nil || call["item"] != nil)
  }

  init(_ call: ModifierCall) {
    name = call.name
    isPresented = call["isPresented"]?.binding
    item = call["item"]?.binding
    content = call.trailingClosure
  }

  func presented(by node: ViewNode, in graph: ViewGraph) throws -> Value? {
    guard let content else { return nil }
    let rt = graph.interpreter
    let dismiss: (Interpreter) throws -> Void
    var arguments: [Value] = []
    if let isPresented {
      guard try graph.isTrue(isPresented) else { return nil }
      dismiss = { rt in try isPresented.set(.bool(false), rt) }
    } else if let item {
      guard let value = try item.get(rt).unwrapped else { return nil }
      arguments = [value]
      dismiss = { rt in try item.set(.none, rt) }
    } else {
      return nil
    }
    guard case .native(let alert as LegacyAlertValue) = try rt.callValue(content, arguments, at: rt.site)
    else {
      throw rt.scriptError("the closure of .\(name) must return an Alert or ActionSheet", at: rt.site)
    }
    let kind = alert.kind == "ActionSheet" ? "ConfirmationDialog" : "Alert"
    return .native(PresentedView(kind: kind, content: alert.content, title: alert.title, dismiss: dismiss))
  }
}
