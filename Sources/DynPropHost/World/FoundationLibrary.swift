import DynPropDiagnostics
import DynPropInterpreter
import DynPropSyntax
import OrderedCollections

/// The Foundation and Dispatch pieces scripts use (CONTRACT §7.5), on the simulated world.
enum FoundationLibrary {
  static func types(_ graph: ViewGraph) -> [String: RuntimeType] {
    var types: [String: RuntimeType] = [:]
    for type in [
      url(), urlRequest(), data(graph), indexSet(), characterSet(), ScannerObject.type,
      NumberFormatterObject.type,
      SandboxFiles.fileManager(graph), jsonDecoder(graph),
      jsonEncoder(), dispatchQueue(graph),
      userDefaults(graph),
      date(graph), Calendars.type(graph), thread(graph), timer(graph), formatStyle(), NSErrorValue.type,
      LocaleValue.type(),
      FoundationType("UTF8"),
    ] + combineTypes(graph) {
      types[type.name] = type
    }
    // The concrete style types that declarations name (`var style: FloatingPointFormatStyle<Double>.Currency
    // = .currency(code: "USD")`): their static members are those of `FormatStyle`.
    for name in [
      "FloatingPointFormatStyle", "FloatingPointFormatStyle.Currency", "FloatingPointFormatStyle.Percent",
      "IntegerFormatStyle", "IntegerFormatStyle.Currency", "IntegerFormatStyle.Percent",
      "Decimal.FormatStyle",
      "Date.FormatStyle",
    ] {
      types[name] = types["FormatStyle"]
    }
    return types
  }

  /// `FormatStyle`: the type that `format:` arguments are typed as, so `.number`, `.percent`,
  /// `.currency(code:)` and `.dateTime` resolve (Foundation's static members of the styles).
  static func formatStyle() -> FoundationType {
    FoundationType(
      "FormatStyle",
      statics: { name, labels, args, _ in FormatStyleValue.named(name, labels, args).map(Value.native) })
  }

  /// The session object behind `URLSession.shared` (`dataTask(with:completionHandler:)`); the type itself,
  /// with the async methods, is `ConcurrencyLibrary.urlSession`.
  static func sessionObject(_ graph: ViewGraph) -> Value {
    .native(
      FoundationObject("URLSession") { name, labels, args, rt in
        guard name == "dataTask", args.count == 2 else { return nil }
        let url = urlString(args[0])
        return .native(
          FoundationObject("URLSessionDataTask") { method, _, _, _ in
            guard method == "resume" else { return method == "cancel" ? .void : nil }
            graph.startRequest(url: url, method: "GET", completion: args[1])
            return .void
          })
      })
  }

  static func urlString(_ value: Value) -> String {
    switch value {
    case .native(let url as URLValue): return url.string
    case .native(let request as FoundationObject):
      if case .native(let url as URLValue)? = request.settable["url"] { return url.string }
      return ""
    case .string(let s): return s
    default: return Render.description(value)
    }
  }

  static func url() -> FoundationType {
    FoundationType(
      "URL",
      make: { labels, args, _, _ in
        guard case .string(let s)? = args.first else { return .none }
        return s.isEmpty ? .none : .wrapped(.native(URLValue(string: s)))
      },
      statics: { name, _, args, _ in
        name == "documentsDirectory" && args == nil ? .native(URLValue(string: SandboxFiles.documents)) : nil
      })
  }

  /// `IndexSet`: the offsets `.onDelete` and `.onMove` hand over, kept as a sorted set of Ints.
  /// `CharacterSet.alphanumerics`, `CharacterSet(charactersIn: ",;")`, for `trimmingCharacters(in:)` and
  /// `components(separatedBy:)` (`CharacterSetObject`).
  static func characterSet() -> FoundationType {
    FoundationType(
      "CharacterSet",
      make: { labels, args, _, _ in
        guard labels == ["charactersIn"], case .string(let text)? = args.first else { return .none }
        return .native(CharacterSetObject(characters: Set(text)))
      },
      statics: { name, _, args, _ in
        guard args == nil, let marker = CharacterSetMarker(rawValue: name) else { return nil }
        return .native(CharacterSetObject(marker: marker))
      })
  }

  static func indexSet() -> FoundationType {
    FoundationType(
      "IndexSet",
      make: { labels, args, rt, location in
        let offsets: [Value]
        switch (labels, args.first) {
        case ([], nil): offsets = []
        case (["integer"], .int(let offset)?): offsets = [.int(offset)]
        case ([nil], .array(let items)?): offsets = items
        case ([nil], .set(let items)?): offsets = Array(items)
        case ([nil], .range(let range)?) where range.intBounds != nil:
          let (lower, upper) = range.intBounds!
          offsets = lower < upper ? (lower..<upper).map(Value.int) : []
        default: throw rt.scriptError("not supported yet: this IndexSet initializer", at: location)
        }
        let sorted = offsets.compactMap { if case .int(let i) = $0 { return i } else { return nil } }.sorted()
        return .set(OrderedSet(sorted.map(Value.int)))
      })
  }

  /// `Data()`, `Data(text.utf8)`, `Data(contentsOf:)` (a file of the sandbox, `SandboxFiles`).
  static func data(_ graph: ViewGraph) -> FoundationType {
    FoundationType(
      "Data",
      make: { labels, args, rt, location in
        switch (labels, args.first) {
        case ([], nil): return .native(DataValue(text: ""))
        case ([nil], .string(let text)?): return .native(DataValue(text: text))
        case ([nil], .native(let data as DataValue)?): return .native(data)
        case ([nil], .native(let view as StringCodeView)?) where view.utf8Text != nil:
          return .native(DataValue(text: view.utf8Text!))
        case (["contentsOf"], let url?):
          return .native(DataValue(text: try SandboxFiles.read(url, graph)))
        default:
          throw rt.scriptError("not supported yet: this Data initializer", at: location)
        }
      })
  }

  static func urlRequest() -> FoundationType {
    FoundationType(
      "URLRequest",
      make: { _, args, _, _ in
        let request = FoundationObject("URLRequest") { _, _, _, _ in nil }
        request.settable["url"] = args.first ?? .none
        request.settable["httpMethod"] = .string("GET")
        return .native(request)
      })
  }

  static func jsonDecoder(_ graph: ViewGraph) -> FoundationType {
    FoundationType(
      "JSONDecoder",
      make: { _, _, _, _ in
        let decoder = FoundationObject("JSONDecoder") { _, _, _, _ in nil }
        let object = FoundationObject("JSONDecoder") { name, _, args, rt in
          guard name == "decode", args.count == 2, case .type(let type) = args[0] else { return nil }
          guard case .native(let data as DataValue) = args[1] else {
            throw rt.scriptError("decode(_:from:) needs Data", at: rt.site)
          }
          var strategy = KeyDecodingStrategy.useDefaultKeys
          if case .native(let member as UnresolvedMember)? = decoder.settable["keyDecodingStrategy"],
            member.name == "convertFromSnakeCase"
          {
            strategy = .convertFromSnakeCase
          }
          return try JSONCodec.decode(
            type.typeNode, from: data.text, keyStrategy: strategy, dates: dateCoding(decoder, graph), rt,
            at: rt.site)
        }
        return .native(ForwardingObject(primary: object, storage: decoder))
      })
  }

  /// `JSONEncoder().encode(value)`: compact JSON text, members in declaration order, or sorted when
  /// `outputFormatting` includes `.sortedKeys`. `.prettyPrinted` is refused by name rather than ignored,
  /// since the text would differ from Foundation's.
  static func jsonEncoder() -> FoundationType {
    FoundationType(
      "JSONEncoder",
      make: { _, _, _, _ in
        let settings = FoundationObject("JSONEncoder") { _, _, _, _ in nil }
        let object = FoundationObject("JSONEncoder") { name, labels, args, rt in
          guard name == "encode", args.count == 1 else { return nil }
          let formatting = outputFormatting(settings.settable["outputFormatting"])
          if formatting.contains("prettyPrinted") {
            throw rt.scriptError("not supported yet: JSONEncoder's .prettyPrinted output", at: rt.site)
          }
          let text = try JSONCodec.encode(
            args[0], sortedKeys: formatting.contains("sortedKeys"), rt, at: rt.site)
          return .native(DataValue(text: text))
        }
        return .native(ForwardingObject(primary: object, storage: settings))
      })
  }

  /// The option names of an `outputFormatting` value (`.sortedKeys`, `[.prettyPrinted, .sortedKeys]`).
  private static func outputFormatting(_ value: Value?) -> Set<String> {
    switch value {
    case .native(let member as UnresolvedMember)?: return [member.name]
    case .array(let items)?: return Set(items.flatMap { outputFormatting($0) })
    case .set(let items)?: return Set(items.flatMap { outputFormatting($0) })
    default: return []
    }
  }

  /// `dateDecodingStrategy` (`.deferredToDate` unless set), making simulated `Date` values.
  static func dateCoding(_ decoder: FoundationObject, _ graph: ViewGraph) -> DateCoding {
    var strategy = DateCoding.Strategy.deferredToDate
    if case .native(let member as UnresolvedMember)? = decoder.settable["dateDecodingStrategy"],
      let named = DateCoding.Strategy(rawValue: member.name)
    {
      strategy = named
    }
    return DateCoding(strategy: strategy) { .native(DateValue(seconds: $0, graph: graph)) }
  }

  static func dispatchQueue(_ graph: ViewGraph) -> FoundationType {
    let main = queueObject(graph, isMain: true)
    let global = queueObject(graph, isMain: false)
    return FoundationType(
      "DispatchQueue",
      statics: { name, _, args, _ in
        switch name {
        case "main": return main
        case "global": return args == nil ? nil : global
        default: return nil
        }
      })
  }

  static func queueObject(_ graph: ViewGraph, isMain: Bool) -> Value {
    .native(
      FoundationObject(isMain ? "DispatchQueue.main" : "DispatchQueue.global") { name, labels, args, _ in
        guard let block = args.last else { return nil }
        switch name {
        case "async":
          if isMain {
            graph.world.enqueueMain(block)
          } else {
            graph.world.schedule(after: 0, block, background: true)
          }
          return .void
        case "asyncAfter":
          let seconds = args.first.flatMap { graph.deadlineSeconds($0) } ?? 0
          graph.world.schedule(after: seconds, block, background: !isMain)
          return .void
        case "sync":
          return try graph.interpreter.callValue(block, [], at: graph.interpreter.site)
        default: return nil
        }
      })
  }

  static func userDefaults(_ graph: ViewGraph) -> FoundationType {
    let standard = Value.native(UserDefaultsObject(graph: graph))
    return FoundationType(
      "UserDefaults", make: { _, _, _, _ in standard },
      statics: { name, _, _, _ in
        name == "standard" ? standard : nil
      })
  }

  static func thread(_ graph: ViewGraph) -> FoundationType {
    FoundationType(
      "Thread",
      statics: { name, _, _, _ in
        name == "isMainThread" ? .bool(!graph.world.isOnBackgroundQueue) : nil
      })
  }
}

/// Combines a method table with a settable property bag (e.g. a decoder with a key strategy).
final class ForwardingObject: NativeObject {
  let primary: FoundationObject
  let storage: FoundationObject
  init(primary: FoundationObject, storage: FoundationObject) {
    self.primary = primary
    self.storage = storage
  }
  override var typeName: String { primary.name }
  override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    try storage.member(name, in: interpreter)
  }
  override func setMember(_ name: String, to value: Value, in interpreter: Interpreter) throws -> Bool {
    try storage.setMember(name, to: value, in: interpreter)
  }
  override func call(_ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter)
    throws -> Value?
  {
    try primary.call(name, labels: labels, arguments: arguments, in: interpreter)
  }
}
