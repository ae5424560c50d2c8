import OrderedCollections

/// One diagnosis of a catalog `Pitfall`, with the facts its message names (CONTRACT §6: each pitfall
/// event explains the cause chain in plain words and names the fix).
///
/// The messages live here, one per case, so the wording of every pitfall is in one place; whoever finds
/// a pitfall (the graph, a detector in DynPropInsight) only gathers the facts. Values arrive already
/// rendered as Swift literals.
public enum PitfallReport: Sendable, Equatable {
  /// `starter` is the entry point that starts the work each time (`RemoteData.update()`).
  case fetchLoop(view: String, starter: String)
  /// `ticks` consecutive ticks; `callback` is the view's callback the writing work came from.
  case renderLoop(view: String, ticks: Int, callback: String)
  case classDynamicProperty(type: String, view: String, property: String)
  /// `views` are the types of the views whose last body read the value, in tree order; `origin` is the
  /// action or callback that wrote.
  case unobservedWrite(views: [String], value: UnobservedValue, old: String, new: String, origin: String)
  /// Objects as `Type#serial`.
  case observedObjectRecreated(view: String, property: String, parent: String, old: String, new: String)
  case stateInitIgnored(view: String, property: String, offered: String, kept: String)
  /// `source` is the `file:line:col` of the read.
  case staleBinding(source: String)
  /// `presentation` is the modifier (`sheet`); values are Swift literals.
  case staleCapture(presenter: String, property: String, presentation: String, shown: String, current: String)
  /// `work` is the cause of the writes (`timer #1 (started by Clock.onAppear)`); `ticks` how many ticks
  /// it wrote in since `view` left the tree.
  case workOutlivesView(view: String, work: String, property: String, ticks: Int)

  public var pitfall: Pitfall {
    switch self {
    case .fetchLoop: return .fetchLoop
    case .renderLoop: return .renderLoop
    case .classDynamicProperty: return .classDynamicProperty
    case .unobservedWrite: return .unobservedWrite
    case .observedObjectRecreated: return .observedObjectRecreated
    case .stateInitIgnored: return .stateInitIgnored
    case .staleBinding: return .staleBinding
    case .staleCapture: return .staleCapture
    case .workOutlivesView: return .workOutlivesView
    }
  }

  public var message: String {
    switch self {
    case .fetchLoop(let view, let starter):
      return """
        \(starter) starts new work every time \(view) updates, and the result of that work is written into \
        state that invalidates \(view), so SwiftUI calls \(starter) again, which starts the work again: the \
        loop never settles because each result is a new value that never compares equal to the stored one. \
        Fix: load once — move the loading state into an ObservableObject owned by @StateObject, guard in \
        update() so it only starts work when nothing is loaded or in flight, or start the work from .task \
        instead of update()/body.
        """
    case .renderLoop(let view, let ticks, let callback):
      return """
        \(view) has been invalidated in \(ticks) consecutive ticks by work its own callbacks started \
        (\(callback)): every update schedules a write that makes \(view) update again, so it renders \
        forever. Fix: only write when the value really changes (compare before writing), move the write out \
        of body/update()/onChange into a user action, or derive the value instead of storing it.
        """
    case .classDynamicProperty(let type, let view, let property):
      return """
        \(type) is a class that conforms to DynamicProperty (used as \(view).\(property)). SwiftUI only \
        installs the dynamic properties of structs, so the @State and other wrappers inside \(type) are \
        never installed: reads give their initial values and writes are dropped, so the view never updates. \
        Fix: make \(type) a struct, or keep the class as an ObservableObject held by @StateObject.
        """
    case .unobservedWrite(let views, let value, let old, let new, let origin) where views.count == 1:
      return """
        \(origin) changed \(value.what) from \(old) to \(new), which \(views[0]).body read, but \(views[0]) was \
        not invalidated: \(value.why), so the screen keeps showing the old value. Fix: \(value.fix).
        """
    case .unobservedWrite(let views, let value, let old, let new, let origin):
      return """
        \(origin) changed \(value.what) from \(old) to \(new), which the last bodies of \(views.count) views \
        read (\(Self.summary(of: views))), but none of them was invalidated: \(value.why), so the screen keeps \
        showing the old value. Fix: \(value.fix).
        """
    case .observedObjectRecreated(let view, let property, let parent, let old, let new):
      return """
        \(view).\(property) is an @ObservedObject that the view creates itself. When \(parent) re-ran its \
        body it built a new \(view), which created a new \(new); the old \(old) and the \
        changes made to it were lost. Fix: own the object with @StateObject, or create it higher up and \
        pass it in.
        """
    case .stateInitIgnored(let view, let property, let offered, let kept):
      return """
        \(view).\(property) was handed a new initial value \(offered) by its parent, but @State storage \
        already exists for this view and keeps \(kept); the new value is ignored. Fix: pass the value as a \
        let (or @Binding) instead of seeding @State, or give the child a new identity with .id(value) when \
        it should start over.
        """
    case .staleBinding(let source):
      return """
        A binding derived from an optional or a collection element was read after its source became nil or \
        lost the element (\(source)). The derived binding force-unwraps its source, so the app crashes. \
        Fix: unwrap the optional binding safely (e.g. a Binding(get:set:) that falls back to a default), or \
        stop reading it when the item goes away.
        """
    case .staleCapture(let presenter, let property, let presentation, let shown, let current):
      return """
        The .\(presentation) content of \(presenter) shows \(property) = \(shown), the value captured when \
        \(presenter).body last ran; \(property) has since changed to \(current), but \(presenter).body never \
        read it, so it did not run again and the presented view shows the old value. Fix: read \(property) \
        in \(presenter).body, or present with sheet(item:) so the content gets the current item.
        """
    case .workOutlivesView(let view, let work, let property, let ticks):
      return """
        \(work) kept writing after \(view) left the tree: it changed \(property) in \(ticks) ticks since, and \
        nothing will stop it; each time a \(view) appears again, another one starts. Fix: stop the work when \
        the view goes (invalidate the timer or cancel the subscription in onDisappear), or run it in .task, \
        which SwiftUI cancels when the view disappears (and let the loop end on cancellation: \
        `try await Task.sleep`, not `try?`), or let a model that outlives the view own it.
        """
    }
  }
}

extension PitfallReport {
  /// View types with how many of each, the first few only: `Leaf ×98, Header`.
  static func summary(of views: [String], naming limit: Int = 4) -> String {
    var counts: OrderedDictionary<String, Int> = [:]
    for view in views { counts[view, default: 0] += 1 }
    let named = counts.prefix(limit).map { $0.value > 1 ? "\($0.key) ×\($0.value)" : $0.key }
    return named.joined(separator: ", ") + (counts.count > limit ? ", …" : "")
  }
}

/// The plain value an `unobserved-write` names, with why SwiftUI missed its change and the fix.
public enum UnobservedValue: Sendable, Equatable, Hashable {
  /// A stored property of a class instance (`Type#serial.name`); `observable` when the class is an
  /// `ObservableObject` (the property is then just not `@Published`).
  case field(type: String, serial: Int, name: String, observable: Bool)
  /// A `@Published` property of an `ObservableObject` the reading view does not observe (one nested in
  /// another model's property: SwiftUI does not observe nested objects).
  case published(type: String, serial: Int, name: String)
  case global(name: String)
  /// A `UserDefaults` key, rendered as a string literal.
  case defaults(keyLiteral: String)

  public var what: String {
    switch self {
    case .field(let type, let serial, let name, _), .published(let type, let serial, let name):
      return "\(type)#\(serial).\(name)"
    case .global(let name): return "the global '\(name)'"
    case .defaults(let key): return "UserDefaults key \(key)"
    }
  }

  var why: String {
    switch self {
    case .field(let type, _, let name, let observable):
      return observable
        ? "'\(name)' is not @Published, so changing it sends no objectWillChange"
        : "\(type) is a plain class: SwiftUI cannot see changes to its properties"
    case .published(let type, _, _):
      return
        "the view does not observe this \(type): SwiftUI observes an object held in @StateObject/@ObservedObject, not one nested in its properties, so \(type)'s objectWillChange does not reach the view"
    case .global: return "SwiftUI does not observe global variables"
    case .defaults: return "reading UserDefaults directly does not subscribe the view to the key"
    }
  }

  var fix: String {
    switch self {
    case .field(let type, _, let name, let observable):
      return observable
        ? "mark '\(name)' @Published (or call objectWillChange.send() before changing it)"
        : "make \(type) an ObservableObject with @Published properties held by @StateObject/@ObservedObject, or mark it @Observable"
    case .published(let type, _, _):
      return
        "pass the \(type) to a child view that holds it as @ObservedObject, forward its objectWillChange to the outer model, or make the models @Observable"
    case .global: return "keep the value in @State or in an observable model"
    case .defaults(let key): return "read it through @AppStorage(\(key)) in the view"
    }
  }
}
