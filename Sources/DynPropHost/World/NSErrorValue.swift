import DynPropDiagnostics
import DynPropInterpreter
import OrderedCollections

/// Foundation's `NSError(domain:code:userInfo:)`, thrown and caught like any error; its
/// `localizedDescription` is `userInfo[NSLocalizedDescriptionKey]`, else Foundation's generic sentence.
final class NSErrorValue: NativeObject {
  static let descriptionKey = "NSLocalizedDescription"
  let domain: String
  let code: Int
  let userInfo: OrderedDictionary<Value, Value>

  init(domain: String, code: Int, userInfo: OrderedDictionary<Value, Value>) {
    self.domain = domain
    self.code = code
    self.userInfo = userInfo
  }

  override var typeName: String { "NSError" }

  /// As Foundation on the phone writes it: the description from `userInfo`, else `(null)`, then the
  /// `userInfo` entries (`Error Domain=d Code=2 "Bad thing" UserInfo={NSLocalizedDescription=Bad thing}`).
  override var displayDescription: String {
    var description: String = "(null)"
    if case .string(let text)? = userInfo[.string(Self.descriptionKey)] { description = text }
    var line = "Error Domain=\(domain) Code=\(code) \"\(description)\""
    if !userInfo.isEmpty {
      let entries = userInfo.map { "\(Render.description($0.key))=\(Render.description($0.value))" }
      line += " UserInfo={\(entries.joined(separator: ", "))}"
    }
    return line
  }

  var localizedDescription: String {
    if case .string(let text)? = userInfo[.string(Self.descriptionKey)] { return text }
    return "The operation could not be completed. (\(domain) error \(code).)"
  }

  override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    switch name {
    case "domain": return .string(domain)
    case "code": return .int(code)
    case "userInfo": return .dictionary(userInfo)
    case "localizedDescription": return .string(localizedDescription)
    default: return nil
    }
  }

  override func isEqual(to other: NativeObject) -> Bool {
    guard let other = other as? NSErrorValue else { return false }
    return other.domain == domain && other.code == code
  }

  static var type: FoundationType {
    FoundationType(
      "NSError",
      make: { labels, args, rt, at in
        let values = ViewArguments(labels: labels, values: args, rt: rt, location: at)
        guard case .string(let domain)? = values.value("domain"), case .int(let code)? = values.value("code")
        else {
          throw rt.scriptError(
            "NSError needs init(domain: String, code: Int, userInfo: [String: Any]?)", at: at)
        }
        var info: OrderedDictionary<Value, Value> = [:]
        if case .dictionary(let dictionary)? = values.value("userInfo")?.flattened { info = dictionary }
        return .native(NSErrorValue(domain: domain, code: code, userInfo: info))
      })
  }
}
