import XCTest

@testable import DynPropSyntax

/// Types, properties, functions, initializers, enums and the small declarations.
final class DeclarationLoweringTests: XCTestCase {
  func testStructWithPropertyWrappers() {
    assertDump(
      """
      @MainActor
      struct PostsView: View where Post: Equatable {
        @State private var count = 0
        @RemoteData(endpoint: .feed) var feed: [Post]
        @Published var x: Int?
        var body: some View { Text("x") }
      }
      """,
      """
      (struct PostsView (inherits View) (attrs @MainActor)
        (var count (attrs @State) (mods private) (init 0))
        (var feed: [Post] (attrs (@RemoteData endpoint: .feed)))
        (var x: Int? (attrs @Published))
        (var body: some View
          (get
            (call Text "x"))))
      """)
  }

  func testMultipleBindingsBecomeSeparateDeclarations() {
    assertDump(
      "var a = 1, b = 2\nvar c, d: Int\nlet (p, q) = t",
      "(var a (init 1))\n(var b (init 2))\n(var c: Int)\n(var d: Int)\n(let (tuple (let p) (let q)) (init t))"
    )
  }

  func testComputedPropertiesAndObservers() {
    assertDump(
      """
      var e: Int {
        get { count }
        nonmutating set(v) { print(v) }
      }
      var f = 0 { willSet { print(newValue) } didSet(old) { print(old) } }
      var g: Int { mutating get { 1 } set { } }
      """,
      """
      (var e: Int
        (get
          count)
        (set v nonmutating
          (call print v)))
      (var f (init 0)
        (willSet newValue
          (call print newValue))
        (didSet old
          (call print old)))
      (var g: Int
        (get mutating
          1)
        (set newValue))
      """)
  }

  func testPropertyModifiers() {
    assertDump(
      "lazy var a = 1\nstatic let b = 2\nweak var c: Foo?\nprivate(set) var d = 3\npublic final class var e: Int { 1 }",
      """
      (var a (mods lazy) (init 1))
      (let b (mods static) (init 2))
      (var c: Foo? (mods weak))
      (var d (init 3))
      (var e: Int (mods class final)
        (get
          1))
      """)
  }

  func testFunctionParameters() {
    assertDump(
      """
      @discardableResult
      mutating func inc(by step: Int = 1, _ rest: Int..., into t: inout Int,
        @autoclosure msg: () -> String, @ViewBuilder content: @escaping () -> V) async throws -> Int { 0 }
      """,
      "(func inc (params (param by step: Int (default 1)) (param _ rest: Int variadic) (param into t: Int inout) "
        + "(param msg: () -> String autoclosure) (param content: () -> V escaping @ViewBuilder)) (result Int) "
        + "(attrs @discardableResult) (mods mutating) async throws\n  0)")
  }

  func testGenericAndOperatorFunctions() {
    assertDump(
      "func gen<T: Equatable, U>(_ t: T) -> U where U: Codable { fatalError() }\nstatic func == (l: Self, r: Self) -> Bool { true }\nstatic prefix func - (v: Self) -> Self { v }",
      """
      (func gen (generics T: Equatable U: Codable) (params (param _ t: T)) (result U)
        (call fatalError))
      (func == (params (param _ l: Self) (param _ r: Self)) (result Bool) (mods static)
        true)
      (func prefix - (params (param _ v: Self)) (result Self) (mods static)
        v)
      """)
  }

  func testInitializersAndDeinit() {
    assertDump(
      "class C: Base {\n  init?(x: Int) { self.x = x }\n  convenience required init() throws { self.init(x: 0)! }\n"
        + "  override init() { super.init() }\n  deinit { print(\"bye\") }\n}",
      """
      (class C (inherits Base)
        (init (params (param x: Int)) failable
          (assign (. self x) x))
        (init (params) (mods required convenience) throws
          (force (call (. self init) x: 0)))
        (init (params) (mods override)
          (call (. super init)))
        (deinit
          (call print "bye")))
      """)
  }

  func testEnums() {
    assertDump(
      "indirect enum E: String { case a = \"x\", b\n case c(Int, label: String), d(_ y: Int)\n indirect case e(E) }",
      """
      (enum E (inherits String)
        (case (a = "x") b)
        (case (c Int label: String) (d Int))
        (case (e E)))
      """)
  }

  func testProtocolRequirements() {
    assertDump(
      "protocol P: AnyObject { associatedtype Item; var v: Int { get set }; static func f() -> Int; init(x: Int) }",
      """
      (protocol P (inherits AnyObject)
        (associatedtype Item)
        (var v: Int
          (requirement))
        (func f (params) (result Int) (mods static) no-body)
        (init (params (param x: Int)) no-body))
      """)
  }

  func testExtensionActorTypealiasSubscript() {
    assertDump(
      """
      extension Array: P where Element: P { func f() -> Int { 1 } }
      actor Counter { var n = 0 }
      typealias Pair = (Int, String)
      struct S { subscript(i: Int) -> Int { get { 0 } set { } }; subscript(key k: String) -> Int { 1 } }
      """,
      """
      (extension Array (inherits P)
        (func f (params) (result Int)
          1))
      (actor Counter
        (var n (init 0)))
      (typealias Pair (Int, String))
      (struct S
        (subscript (params (param _ i: Int)) (result Int)
          (get
            0)
          (set newValue))
        (subscript (params (param key k: String)) (result Int)
          (get
            1)))
      """)
  }

  func testImportsPreviewsAndPropertyWrapperType() {
    assertDump(
      """
      import SwiftUI
      #Preview { Text("hi") }
      struct V_Previews: PreviewProvider { static var previews: some View { Text("x") } }
      @propertyWrapper struct Clamped { var wrappedValue: Int; var projectedValue: Self { self } }
      """,
      """
      (import SwiftUI)
      (ignored #Preview)
      (ignored PreviewProvider)
      (struct Clamped (attrs @propertyWrapper)
        (var wrappedValue: Int)
        (var projectedValue: Self
          (get
            self)))
      """)
  }

  func testTypeSugarIsNormalised() {
    assertDump(
      "var a: Array<Int>\nvar b: Dictionary<String, [Int]>\nvar c: Optional<Int>\nvar d: Int!\nvar e: any P & Q\nvar f: (Int) async throws -> Void\nvar g: Foo.Type",
      "(var a: [Int])\n(var b: [String: [Int]])\n(var c: Int?)\n(var d: Int?)\n(var e: P & Q)\n(var f: (Int) -> Void)\n(var g: Foo.Type)"
    )
  }

  func testDeclarationLocationIsTheName() {
    guard case .decl(let decl)? = firstItem("@State private var count = 0")?.kind else {
      return XCTFail("not a declaration")
    }
    XCTAssertEqual("\(decl.location)", "test.swift:1:20")
    XCTAssertEqual("\(decl.range.start)", "test.swift:1:1")
    guard case .decl(let type)? = firstItem("@MainActor\nfinal class Model {}")?.kind else {
      return XCTFail("not a declaration")
    }
    XCTAssertEqual("\(type.location)", "test.swift:2:13")
  }
}
