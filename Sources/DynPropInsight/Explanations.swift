import DynPropHost

/// `explain ID`: what a SwiftUI warning or a dynprop-repl pitfall means, why it happens, and the fix.
///
/// Keyed by the catalogs (`RuntimeWarning`, `Pitfall`): a case without an explanation does not compile.
public enum Explanations {
  /// Every id with its text: the warnings, then the pitfalls, in catalog order.
  public static var all: [(id: String, text: String)] {
    RuntimeWarning.allCases.map { ($0.id, text(for: $0)) } + Pitfall.allCases.map { ($0.id, text(for: $0)) }
  }

  public static func text(for id: String) -> String? {
    if let warning = RuntimeWarning(rawValue: id) { return text(for: warning) }
    return Pitfall(id: id).map { text(for: $0) }
  }

  public static func text(for warning: RuntimeWarning) -> String {
    switch warning {
    case .stateWriteDuringUpdate:
      return """
        A @State (or @Binding) value was assigned while SwiftUI was updating a view: in body, in a custom \
        DynamicProperty's update(), or in an initializer writing someone else's state. SwiftUI drops the \
        write. Fix: make the change in an action (a button, onAppear, onChange, .task) or defer it with \
        DispatchQueue.main.async; derive values in body instead of storing them.
        """
    case .publishDuringUpdate:
      return """
        An ObservableObject sent objectWillChange (a @Published property was set) while SwiftUI was updating \
        views. The invalidation is deferred past the update. Fix: change models from actions or callbacks, \
        not from body or update().
        """
    case .publishOffMain:
      return """
        A @Published property was set from a background queue, e.g. in a URLSession completion handler. \
        Fix: hop to the main queue first (DispatchQueue.main.async, receive(on: DispatchQueue.main)), or \
        mark the model @MainActor and use async/await.
        """
    case .stateOutsideView:
      return """
        $x of a @State was used before the state was installed on a view (in init, or inside a class that \
        SwiftUI never installs). It gives a constant binding of the initial value. Fix: use the state only \
        from body and the view's actions; pass bindings down instead of creating them in init.
        """
    case .environmentOutsideView:
      return """
        An @Environment value was read before the view was installed (typically in init). It gives the \
        key's default value, not the one from the view's ancestors. Fix: read environment values in body.
        """
    case .stateObjectOutsideView:
      return """
        A @StateObject's object was read before the view was installed (typically in init): SwiftUI creates \
        a new object each time. Fix: use the object from body and actions only; to configure it, pass \
        values and apply them in .onAppear or .task.
        """
    case .onChangeMultiplePerFrame:
      return """
        An onChange action changed the value it watches (directly or indirectly) again and again in one \
        frame; SwiftUI runs an onChange at most twice per frame and drops the rest. Fix: do not write the \
        watched value from its own onChange, or only write when the value really differs.
        """
    case .pickerInvalidSelection:
      return """
        A Picker's selection matches none of its options' tags: nothing is shown as chosen. Typical causes:         an initial value outside the options (0 with ForEach(2..<10)), tags of another type than the         selection (an Int tag for an Optional selection needs .tag(Optional(1)), a ForEach over strings         bound to an enum). Fix: start the selection at an option's value and tag rows with the selection's type.
        """
    case .navigationLinkNoDestination:
      return """
        A NavigationLink(value:) was tapped, but no navigationDestination(for:) for the value's type is \
        declared inside its NavigationStack, so SwiftUI cannot show anything and the tap does nothing. Fix: \
        add .navigationDestination(for: T.self) { value in … } inside the stack (on the list, not on the \
        stack itself or on a lazy row), or give the link a destination view.
        """
    }
  }

  public static func text(for pitfall: Pitfall) -> String {
    switch pitfall {
    case .fetchLoop:
      return """
        A view's update() or body starts work (a request, a queued block), and the result is written into \
        state that invalidates the same view, so update() starts the work again. Unless the new result \
        compares equal to the stored one, it never settles. Fix: own the loading state in an ObservableObject \
        held by @StateObject and load once, guard in update(), or start the work from .task.
        """
    case .renderLoop:
      return """
        A view is invalidated tick after tick by writes from its own callbacks (body, update(), onAppear, \
        onChange) with no user input. Fix: write only when the value changes, and derive values instead of \
        storing them back from the view's own callbacks.
        """
    case .classDynamicProperty:
      return """
        A class conforms to DynamicProperty. SwiftUI installs dynamic properties only in structs, so the \
        class's @State and other wrappers are never installed and never update the view. Fix: make the \
        wrapper a struct, or keep the class as an ObservableObject held by @StateObject inside a struct.
        """
    case .unobservedWrite:
      return """
        An action or callback changed a value that a view's body read, but nothing told SwiftUI: a plain class \
        property, a property that is not @Published, a global, or UserDefaults read directly. The screen keeps \
        the old value. Fix: store it in @State, a @Published property, an @Observable class, or @AppStorage.
        """
    case .observedObjectRecreated:
      return """
        A view creates its own @ObservedObject (`@ObservedObject var model = Model()`). When the parent's body \
        runs again it builds a new view value with a new object, and the old object's changes are lost. Fix: \
        own the object with @StateObject, or create it above and pass it in.
        """
    case .stateInitIgnored:
      return """
        A view's initializer gives @State a new initial value (`_x = State(initialValue: value)`) after the \
        state already exists; SwiftUI keeps the stored value and ignores the new one. Fix: pass the value as \
        a let or a @Binding, or give the view a new identity with .id(value) when it should start over.
        """
    case .staleBinding:
      return """
        A binding derived from an optional (Binding($optional)) or a collection element (ForEach($items)) \
        was read after its source became nil or lost the element; the derived binding force-unwraps and the \
        app crashes. Fix: use a binding that falls back safely (Binding(get:set:) with a default), or stop \
        showing the view before the source goes away.
        """
    case .staleCapture:
      return """
        A sheet, popover, alert or dialog builds its content from values captured when the presenter's body \
        last ran. When a value the presenter's body does not read changes, that body does not run again, so \
        the presented view shows the old value. Fix: read the value in the presenter's body, or present \
        with sheet(item:) so the content gets the current item.
        """
    case .workOutlivesView:
      return """
        Work a view starts in onAppear (a repeating Timer, a Combine subscription, a chain of asyncAfter \
        blocks) does not stop when the view leaves the tree; only .task is cancelled then, and a .task loop \
        that swallows the cancellation (`try? await Task.sleep`) goes on too. The work keeps writing to \
        models that other views show, and every new appearance starts one more. Reported when such work \
        writes in 3 ticks after its view left. Fix: stop it in onDisappear, use .task and let it end on \
        cancellation, or move it into a model that owns it.
        """
    }
  }
}
