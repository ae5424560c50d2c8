import DynPropDiagnostics
import DynPropSyntax
import XCTest

@testable import DynPropInterpreter

/// JSONDecoder/JSONEncoder over hand-built script types; error texts are those Swift 6.3.1 on Linux
/// printed for the same Swift types and payloads.
final class JSONCodecTests: XCTestCase {
  private let rt = Interpreter()
  private let here = SourceLocation(file: "json.swift", line: 1, column: 1)

  // MARK: Decoding

  func testDecodesArrayOfStructsWithOptionalFields() throws {
    let post = Self.post()
    rt.types["Post"] = post
    let json = #"[{"id": 1, "title": "Hi", "score": 2}, {"id": 2, "title": "a\/b\u00e9", "score": null}]"#
    let value = try decode(.array(.simple("Post")), json)
    XCTAssertEqual(
      show(value), #"[Post(id: 1, title: "Hi", score: 2.0), Post(id: 2, title: "a/bé", score: nil)]"#)
  }

  func testMissingKeyIsKeyNotFound() throws {
    rt.types["Post"] = Self.post()
    let error = decodeError(.simple("Post"), #"{"id": 1}"#)
    XCTAssertEqual(
      error?.description(in: .classic),
      #"keyNotFound(CodingKeys(stringValue: "title", intValue: nil), "#
        + #"Swift.DecodingError.Context(codingPath: [], debugDescription: "No value associated with key "#
        + #"CodingKeys(stringValue: \"title\", intValue: nil) (\"title\").", underlyingError: nil))"#)
    XCTAssertEqual(
      error?.description(in: .swift62),
      "DecodingError.keyNotFound: Key 'title' not found in keyed decoding container. Debug description: "
        + #"No value associated with key CodingKeys(stringValue: "title", intValue: nil) ("title")."#)
    XCTAssertEqual(
      try rt.debugDescribe(.native(error!), at: here), error?.displayDescription,
      "what try! puts after its prefix (String(reflecting:))")
    XCTAssertEqual(
      error?.displayDescription, error?.description(in: .swift62), "print(error), as swiftc 6.3.1 prints it")
  }

  func testWrongKindIsTypeMismatch() {
    rt.types["Post"] = Self.post()
    let error = decodeError(.simple("Post"), #"{"id": 1, "title": 5}"#)
    XCTAssertEqual(
      error?.description(in: .classic),
      #"typeMismatch(Swift.String, Swift.DecodingError.Context(codingPath: "#
        + #"[CodingKeys(stringValue: "title", intValue: nil)], debugDescription: "#
        + #""Expected to decode String but found number instead.", underlyingError: nil))"#)
    XCTAssertEqual(
      error?.description(in: .swift62),
      "DecodingError.typeMismatch: expected value of type String. Path: title. "
        + "Debug description: Expected to decode String but found number instead.")
    XCTAssertEqual(
      try show(member(error!, "localizedDescription")),
      "\"The operation could not be completed. The data isn\u{2019}t in the correct format.\"")
  }

  func testNullForNonOptionalIsValueNotFound() {
    rt.types["Post"] = Self.post()
    XCTAssertEqual(
      decodeError(.array(.simple("Post")), #"[{"id": 1, "title": "a"}, {"id": null}]"#)?.description(
        in: .classic),
      #"valueNotFound(Swift.Int, Swift.DecodingError.Context(codingPath: "#
        + #"[_CodingKey(stringValue: "Index 1", intValue: 1), "#
        + #"CodingKeys(stringValue: "id", intValue: nil)], "#
        + #"debugDescription: "Cannot get value of type Int -- found null value instead", "#
        + "underlyingError: nil))")
    XCTAssertEqual(
      decodeError(.array(.simple("Post")), #"[null]"#)?.description(in: .swift62),
      "DecodingError.valueNotFound: Expected value of type Dictionary<String, Any> but found null instead. "
        + "Path: [0]. Debug description: Cannot get keyed decoding container -- found null value instead")
  }

  func testContainerMismatches() {
    rt.types["Post"] = Self.post()
    XCTAssertEqual(
      decodeError(.simple("Post"), "[1]")?.description(in: .classic),
      #"typeMismatch(Swift.Dictionary<Swift.String, Any>, Swift.DecodingError.Context(codingPath: [], "#
        + #"debugDescription: "Expected to decode Dictionary<String, Any> but found an array instead.", "#
        + "underlyingError: nil))")
    XCTAssertEqual(
      decodeError(.array(.simple("Int")), #"{"a": true}"#)?.description(in: .swift62),
      "DecodingError.typeMismatch: expected value of type Array<Any>. "
        + "Debug description: Expected to decode Array<Any> but found a dictionary instead.")
    XCTAssertEqual(
      decodeError(.simple("Bool"), "1")?.description(in: .swift62),
      "DecodingError.typeMismatch: expected value of type Bool. "
        + "Debug description: Expected to decode Bool but found number instead.")
  }

  func testInvalidJSONAndUnrepresentableNumbersAreDataCorrupted() throws {
    rt.types["Post"] = Self.post()
    let corrupted =
      #"dataCorrupted(Swift.DecodingError.Context(codingPath: [], debugDescription: "The given data was not "#
      + #"valid JSON.", underlyingError: nil))"#
    for json in [
      "", "{\"id\": 1 \"title\"}", "[,]", "nul", "1 2", #"{"id": 1.5, "title": "x"}"#, "01", "1e400",
    ] {
      let type: TypeNode = json.hasPrefix("{") ? .simple("Post") : .simple("Double")
      XCTAssertEqual(decodeError(type, json)?.description(in: .classic), corrupted, json)
    }
    XCTAssertEqual(
      decodeError(.simple("String"), #""\ud800""#)?.description(in: .swift62),
      "DecodingError.dataCorrupted: Data was corrupted. Debug description: The given data was not valid JSON."
    )
    XCTAssertEqual(show(try decode(.array(.simple("Int")), "[1.0, 1e2, 1.5e1, -0,]")), "[1, 100, 15, 0]")
    XCTAssertEqual(show(try decode(.array(.simple("Double")), "[3, 0.5]")), "[3.0, 0.5]")
  }

  func testDefaultsLetsAndOptionals() throws {
    let type = Self.makeType(
      "Settings",
      [
        ("name", .simple("String"), nil, false), ("limit", .optional(.simple("Int")), .int(5), false),
        ("version", .simple("Int"), .int(3), true), ("count", .simple("Int"), .int(7), false),
      ])
    rt.types["Settings"] = type
    XCTAssertEqual(
      show(try decode(.simple("Settings"), #"{"name": "n", "version": 9, "count": 1}"#)),
      #"Settings(name: "n", limit: nil, version: 3, count: 1)"#)
    XCTAssertEqual(
      decodeError(.simple("Settings"), #"{"name": "n"}"#)?.description(in: .swift62),
      "DecodingError.keyNotFound: Key 'count' not found in keyed decoding container. Debug description: "
        + #"No value associated with key CodingKeys(stringValue: "count", intValue: nil) ("count")."#)
  }

  func testCodingKeysRenameAndSnakeCaseConversion() throws {
    let type = Self.makeType(
      "Item", [("postTitle", .simple("String"), nil, false), ("userID", .simple("Int"), nil, false)])
    rt.types["Item"] = type
    XCTAssertEqual(
      show(try decode(.simple("Item"), #"{"post_title": "t", "userID": 4}"#, .convertFromSnakeCase)),
      #"Item(postTitle: "t", userID: 4)"#)
    XCTAssertEqual(
      decodeError(.simple("Item"), #"{"post_title": "t", "user_id": 4}"#, .convertFromSnakeCase)?
        .description(in: .swift62),
      "DecodingError.keyNotFound: Key 'userID' not found in keyed decoding container. Debug description: "
        + #"No value associated with key CodingKeys(stringValue: "userID", intValue: nil) ("userID")."#,
      "user_id converts to userId, as in Swift")
    let keys = ScriptType(name: "CodingKeys", kind: .enum, location: here)
    keys.rawType = .simple("String")
    keys.enumCases = [
      EnumCaseInfo(name: "postTitle", labels: [], rawValue: .string("post_title")),
      EnumCaseInfo(name: "userID", labels: [], rawValue: .string("userID")),
    ]
    type.nestedTypes["CodingKeys"] = keys
    XCTAssertEqual(
      show(try decode(.simple("Item"), #"{"post_title": "t", "userID": 4}"#)),
      #"Item(postTitle: "t", userID: 4)"#)
    XCTAssertEqual(
      decodeError(.simple("Item"), #"{"postTitle": "t", "userID": 4}"#)?.description(in: .classic),
      #"keyNotFound(CodingKeys(stringValue: "post_title", intValue: nil), Swift.DecodingError.Context("#
        + #"codingPath: [], debugDescription: "No value associated with key CodingKeys(stringValue: "#
        + #"\"post_title\", intValue: nil) (\"post_title\").", underlyingError: nil))"#)
    XCTAssertEqual(
      try encode(decode(.simple("Item"), #"{"post_title": "t", "userID": 4}"#)),
      #"{"post_title":"t","userID":4}"#)
  }

  func testSnakeCaseConversionRules() {
    let cases = [
      "user_name": "userName", "_user_ID_": "_userId_", "a__b": "aB", "2nd_place": "2ndPlace",
      "already": "already", "___": "___", "url_2x_image": "url2XImage", "HTTP_status": "httpStatus",
      "été_çà": "étéÇà", "a_b-c": "aB-C", "x_ǆa": "xǅa",
    ]
    for (key, expected) in cases { XCTAssertEqual(CodingKeyNames.convertFromSnakeCase(key), expected, key) }
  }

  func testSnakeCaseLeavesDictionaryKeysAlone() throws {
    let type = Self.makeType(
      "Box", [("itemCounts", .dictionary(.simple("String"), .simple("Int")), nil, false)])
    rt.types["Box"] = type
    let value = try decode(.simple("Box"), #"{"item_counts": {"b_c": 1, "a": 2}}"#, .convertFromSnakeCase)
    XCTAssertEqual(show(value), #"Box(itemCounts: ["b_c": 1, "a": 2])"#)
    XCTAssertEqual(
      decodeError(.simple("Box"), #"{"item_counts": {"b_c": "x"}}"#, .convertFromSnakeCase)?
        .description(in: .classic),
      #"typeMismatch(Swift.Int, Swift.DecodingError.Context(codingPath: "#
        + #"[CodingKeys(stringValue: "itemCounts", intValue: nil), "#
        + #"_CodingKey(stringValue: "b_c", intValue: nil)], "#
        + #"debugDescription: "Expected to decode Int but found a string instead.", underlyingError: nil))"#,
      "Foundation reads [String: T] another way under convertFromSnakeCase")
    XCTAssertEqual(
      decodeError(.dictionary(.simple("Int"), .simple("String")), #"{"q": "x"}"#)?.description(in: .swift62),
      "DecodingError.typeMismatch: expected value of type Int. Path: q. "
        + "Debug description: Expected Int key but found String key instead.")
  }

  func testDictionaryKeysCarryTheirIntValue() throws {
    let levels: TypeNode = .dictionary(.simple("Int"), .simple("Int"))
    XCTAssertEqual(show(try decode(levels, #"{"2": 20, "1": 10, "2": 5}"#)), "[2: 20, 1: 10]")
    XCTAssertEqual(
      decodeError(.dictionary(.simple("String"), .simple("Int")), #"{"a": 1, "7": "x"}"#)?.description(
        in: .classic),
      #"typeMismatch(Swift.Int, Swift.DecodingError.Context(codingPath: "#
        + #"[_DictionaryCodingKey(stringValue: "7", intValue: 7)], debugDescription: "#
        + #""Expected to decode Int but found a string instead.", underlyingError: nil))"#)
    XCTAssertEqual(
      decodeError(.dictionary(.simple("String"), .simple("Int")), "null", .convertFromSnakeCase)?
        .description(in: .swift62),
      "DecodingError.valueNotFound: Expected value of type Dictionary<String, Any> but found null instead. "
        + "Debug description: Cannot get value of type Dictionary<String, Any> -- found null value instead")
  }

  func testDecodesIntoARunTimeType() throws {
    rt.types["Post"] = Self.post()
    let type = BuiltinType(.array, element: .simple("Post"))
    let value = try JSONCodec.decode(
      type, from: #"[{"id": 3, "title": "t"}]"#, keyStrategy: .useDefaultKeys, rt, at: here)
    XCTAssertEqual(show(value), #"[Post(id: 3, title: "t", score: nil)]"#)
  }

  func testEnumsWithRawValuesAndWithout() throws {
    let kind = Self.makeEnum("Kind", raw: "String", ["draft": .string("draft"), "live": .string("on_air")])
    let plain = Self.makeEnum("Mode", raw: nil, ["fast": nil, "slow": nil])
    rt.types["Kind"] = kind
    rt.types["Mode"] = plain
    XCTAssertEqual(show(try decode(.array(.simple("Kind")), #"["on_air", "draft"]"#)), "[.live, .draft]")
    XCTAssertEqual(
      decodeError(.simple("Kind"), #""zz""#)?.description(in: .classic),
      #"dataCorrupted(Swift.DecodingError.Context(codingPath: [], debugDescription: "Cannot initialize Kind "#
        + #"from invalid String value zz", underlyingError: nil))"#)
    XCTAssertEqual(show(try decode(.simple("Mode"), #"{"slow": {}}"#)), ".slow")
    XCTAssertEqual(
      decodeError(.simple("Mode"), #"{}"#)?.description(in: .classic),
      #"typeMismatch(Mode, Swift.DecodingError.Context(codingPath: [], debugDescription: "Invalid number of "#
        + #"keys found, expected one.", underlyingError: nil))"#)
    let number = Self.makeEnum("Level", raw: "Int", ["low": .int(1)])
    rt.types["Level"] = number
    XCTAssertEqual(
      decodeError(.array(.simple("Level")), "[2]")?.description(in: .swift62),
      "DecodingError.dataCorrupted: Data was corrupted. Path: [0]. "
        + "Debug description: Cannot initialize Level from invalid Int value 2")
  }

  func testClassesNestedTypesAndRecursion() throws {
    let feed = Self.makeType("Feed", [("posts", .array(.simple("Entry")), nil, false)], kind: .class)
    let entry = Self.makeType(
      "Entry",
      [("name", .simple("String"), nil, false), ("replies", .optional(.array(.simple("Entry"))), nil, false)])
    feed.nestedTypes["Entry"] = entry
    rt.types["Feed"] = feed
    let json = #"{"posts": [{"name": "a", "replies": [{"name": "b"}]}]}"#
    XCTAssertEqual(
      show(try decode(.simple("Feed"), json)),
      #"Feed#1(posts: [Entry(name: "a", replies: [Entry(name: "b", replies: nil)])])"#)
    XCTAssertEqual(
      decodeError(.simple("Feed"), #"{"posts": [{"name": "a", "replies": [{"name": 3}]}]}"#)?
        .description(in: .swift62),
      "DecodingError.typeMismatch: expected value of type String. Path: posts[0].replies[0].name. "
        + "Debug description: Expected to decode String but found number instead.")
    XCTAssertEqual(show(try decode(.optional(.simple("Feed")), "null")), "nil")
  }

  func testTypeThatIsNotDecodableIsAScriptError() {
    let type = Self.makeType("Plain", [("a", .simple("Int"), nil, false)], conformances: [])
    rt.types["Plain"] = type
    XCTAssertThrowsError(try decode(.simple("Plain"), #"{"a": 1}"#)) { error in
      XCTAssertEqual(
        (error as? ScriptRuntimeError)?.diagnostic.message,
        "type 'Plain' does not conform to protocol 'Decodable'")
    }
  }

  // MARK: Encoding

  func testEncodesInDeclarationOrderOmittingNil() throws {
    let post = Self.post()
    let value = Value.array([
      .structValue(StructValue(type: post, fields: [.int(1), .string("a/b \"q\"\n\u{1}"), .double(2)])),
      .structValue(StructValue(type: post, fields: [.int(2), .string("é"), .none])),
    ])
    XCTAssertEqual(
      try encode(value), #"[{"id":1,"title":"a\/b \"q\"\n\u0001","score":2},{"id":2,"title":"é"}]"#)
    XCTAssertEqual(
      try encode(value, sortedKeys: true),
      #"[{"id":1,"score":2,"title":"a\/b \"q\"\n\u0001"},{"id":2,"title":"é"}]"#)
  }

  func testEncodesNumbersDictionariesAndEnumsLikeJSONEncoder() throws {
    let doubles: [Double] = [1, -0.0, 0.1, 1e15, 1e16, 1.5e-7, 1.0 / 3, 12345.678]
    XCTAssertEqual(
      try encode(.array(doubles.map { .double($0) })),
      "[1,-0,0.1,1000000000000000,1e+16,1.5e-07,0.3333333333333333,12345.678]")
    XCTAssertEqual(
      try encode(.dictionary([.string("b"): .int(1), .string("a"): .none, .string("B"): .bool(true)])),
      #"{"b":1,"a":null,"B":true}"#)
    XCTAssertEqual(
      try encode(
        .dictionary([.string("b"): .int(1), .string("a"): .int(2), .string("B"): .int(3)]), sortedKeys: true),
      #"{"B":3,"a":2,"b":1}"#)
    let kind = Self.makeEnum("Kind", raw: "String", ["draft": .string("draft"), "live": .string("on_air")])
    let mode = Self.makeEnum("Mode", raw: nil, ["fast": nil])
    XCTAssertEqual(
      try encode(
        .array([
          .enumValue(EnumValue(type: kind, caseIndex: 1, payload: [])),
          .enumValue(EnumValue(type: mode, caseIndex: 0, payload: [])),
        ])),
      #"["on_air",{"fast":{}}]"#)
  }

  func testEncodingNaNThrowsEncodingError() {
    let post = Self.post()
    let value = Value.array([
      .structValue(StructValue(type: post, fields: [.int(1), .string("t"), .double(.nan)]))
    ])
    XCTAssertThrowsError(try encode(value)) { error in
      guard case .native(let native as EncodingErrorValue)? = (error as? ThrownError)?.value else {
        return XCTFail("not an EncodingError: \(error)")
      }
      XCTAssertEqual(
        native.description(in: .classic),
        #"invalidValue(nan, Swift.EncodingError.Context(codingPath: [_CodingKey(stringValue: "Index 0", "#
          + #"intValue: 0), CodingKeys(stringValue: "score", intValue: nil)], debugDescription: "Unable to "#
          + #"encode Double.nan directly in JSON.", underlyingError: nil))"#)
      XCTAssertEqual(
        native.description(in: .swift62),
        "EncodingError.invalidValue: nan (Double). Path: [0].score. "
          + "Debug description: Unable to encode Double.nan directly in JSON.")
    }
  }

  func testEncodingInfinityInADictionary() {
    XCTAssertThrowsError(try encode(.dictionary([.string("7"): .double(-.infinity)]))) { error in
      guard case .native(let native as EncodingErrorValue)? = (error as? ThrownError)?.value else {
        return XCTFail("not an EncodingError: \(error)")
      }
      XCTAssertEqual(
        native.description(in: .swift62),
        "EncodingError.invalidValue: -inf (Double). Path: [7]. "
          + "Debug description: Unable to encode Double.-inf directly in JSON.")
    }
  }

  func testRoundTripOfAClass() throws {
    let feed = Self.makeType(
      "Feed",
      [
        ("title", .simple("String"), nil, false),
        ("tags", .named(components: ["Set"], generics: [.simple("String")]), nil, false),
      ], kind: .class)
    rt.types["Feed"] = feed
    let json = #"{"title":"t","tags":["x","y"]}"#
    XCTAssertEqual(try encode(decode(.simple("Feed"), json)), json)
  }
}

/// Running the codec and building script types by hand, as the compiler would declare them.
extension JSONCodecTests {
  private static let location = SourceLocation(file: "types.swift", line: 1, column: 1)

  func decode(_ type: TypeNode, _ json: String, _ keys: KeyDecodingStrategy = .useDefaultKeys) throws -> Value
  {
    try JSONCodec.decode(type, from: json, keyStrategy: keys, rt, at: here)
  }

  func encode(_ value: Value, sortedKeys: Bool = false) throws -> String {
    try JSONCodec.encode(value, sortedKeys: sortedKeys, rt, at: here)
  }

  /// The DecodingError thrown by decoding `json`, or nil (with a failure) when something else happened.
  func decodeError(
    _ type: TypeNode, _ json: String, _ keys: KeyDecodingStrategy = .useDefaultKeys, line: UInt = #line
  ) -> DecodingErrorValue? {
    do {
      let value = try decode(type, json, keys)
      XCTFail("decoded \(show(value))", line: line)
    } catch let error as ThrownError {
      if case .native(let native as DecodingErrorValue) = error.value { return native }
      XCTFail("threw \(error.value)", line: line)
    } catch {
      XCTFail("failed with \(error)", line: line)
    }
    return nil
  }

  func member(_ object: NativeObject, _ name: String) throws -> Value {
    try XCTUnwrap(object.member(name, in: rt))
  }

  /// `struct Post: Codable { var id: Int; var title: String; var score: Double? }`
  static func post() -> ScriptType {
    makeType(
      "Post",
      [
        ("id", .simple("Int"), nil, false), ("title", .simple("String"), nil, false),
        ("score", .optional(.simple("Double")), nil, false),
      ])
  }

  /// A struct or class with stored properties (name, written type, initial value, isLet).
  static func makeType(
    _ name: String, _ fields: [(String, TypeNode?, Value?, Bool)], kind: TypeDecl.Kind = .struct,
    conformances: Set<String> = ["Codable", "Decodable", "Encodable"]
  ) -> ScriptType {
    let type = ScriptType(name: name, kind: kind, location: location)
    type.declaredConformances = conformances
    for (field, written, initial, isLet) in fields {
      type.fieldIndex[field] = type.fields.count
      type.fields.append(
        FieldInfo(
          name: field, propertyName: field, type: written, isLet: isLet, wrappers: [],
          location: location))
      type.fieldDefaults.append(initial.map(constantCode))
    }
    return type
  }

  /// An enum without associated values; `raw` names its raw type.
  static func makeEnum(_ name: String, raw: String?, _ cases: KeyValuePairs<String, Value?>) -> ScriptType {
    let type = ScriptType(name: name, kind: .enum, location: location)
    type.declaredConformances = ["Codable", "Decodable", "Encodable"]
    type.rawType = raw.map(TypeNode.simple)
    for (caseName, rawValue) in cases {
      type.caseIndex[caseName] = type.enumCases.count
      type.enumCases.append(EnumCaseInfo(name: caseName, labels: [], rawValue: rawValue))
    }
    return type
  }

  private static func constantCode(_ value: Value) -> FunctionCode {
    let code = FunctionCode(
      name: "default", params: [], selfKind: .none, isMutating: false, location: location)
    code.body = ReturnConstant(value)
    return code
  }

  /// A compact, stable rendering of decoded values for assertions.
  func show(_ value: Value) -> String {
    switch value {
    case .int(let number): return "\(number)"
    case .double(let number): return "\(number)"
    case .bool(let flag): return "\(flag)"
    case .string(let text): return "\"\(text)\""
    case .none: return "nil"
    case .wrapped(let payload): return show(payload)
    case .array(let elements): return "[" + elements.map(show).joined(separator: ", ") + "]"
    case .set(let elements): return "Set[" + elements.map(show).joined(separator: ", ") + "]"
    case .dictionary(let entries):
      return "[" + entries.map { "\(show($0.key)): \(show($0.value))" }.joined(separator: ", ") + "]"
    case .structValue(let s): return s.type.name + showFields(s.type, s.fields)
    case .object(let o): return "\(o.type.name)#\(o.serial)" + showFields(o.type, o.fields)
    case .enumValue(let e): return ".\(e.caseName)"
    case .native(let object): return object.displayDescription
    default: return "?"
    }
  }

  private func showFields(_ type: ScriptType, _ fields: [Value]) -> String {
    "(" + zip(type.fields, fields).map { "\($0.propertyName): \(show($1))" }.joined(separator: ", ") + ")"
  }
}

/// `return <constant>`: the body of a hand-built property initializer.
private final class ReturnConstant: Node {
  let value: Value

  init(_ value: Value) {
    self.value = value
    super.init(SourceLocation(file: "types.swift", line: 1, column: 1))
  }

  override func exec(_ frame: Frame, _ rt: Interpreter) throws -> Flow {
    rt.returnValue = value
    return .returned
  }
}
