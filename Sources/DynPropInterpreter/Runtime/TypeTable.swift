/// The types scripts and libraries declared, by name, seen through `Interpreter.types`.
///
/// Some libraries are compiled into a world only when one of the names they declare is first read or
/// declared (`Interpreter.deferLibrary`): the graphics and SwiftUI-value preludes, which most scripts
/// never name. Reading `types["CGPoint"]`, or a script declaring its own `CGPoint`, compiles the library
/// first, so every lookup finds what it would have found had the library been compiled before the
/// scripts, and a script's type still replaces the library's. Only `values` and `keys` differ: they list
/// what is compiled so far.
public struct TypeTable {
  unowned let rt: Interpreter

  public subscript(name: String) -> RuntimeType? {
    get {
      if let type = rt.declaredTypes[name] { return type }
      guard rt.compileDeferredLibrary(declaring: name) else { return nil }
      return rt.declaredTypes[name]
    }
    nonmutating set {
      rt.compileDeferredLibrary(declaring: name)
      // A script's `Result` hides the library's, which stays reachable qualified (`Swift.Result`).
      if let library = rt.declaredTypes[name] as? ScriptType, let module = library.module,
        library !== newValue
      {
        rt.declaredTypes["\(module).\(name)"] = library
      }
      rt.declaredTypes[name] = newValue
    }
  }

  public var values: Dictionary<String, RuntimeType>.Values { rt.declaredTypes.values }
  public var keys: Dictionary<String, RuntimeType>.Keys { rt.declaredTypes.keys }

  /// What a failing `load` restores (CONTRACT §7.1), a library it compiled on the way included.
  public struct Snapshot {
    let declared: [String: RuntimeType]
    let deferred: [String: DeferredLibrary]
  }

  public var snapshot: Snapshot { Snapshot(declared: rt.declaredTypes, deferred: rt.deferredLibraries) }

  public func restore(_ snapshot: Snapshot) {
    rt.declaredTypes = snapshot.declared
    rt.deferredLibraries = snapshot.deferred
  }
}

/// A library compiled on first use of one of its names; `compile` runs once per interpreter.
public final class DeferredLibrary {
  let names: [String]
  let compile: (Interpreter) -> Void

  init(names: [String], compile: @escaping (Interpreter) -> Void) {
    self.names = names
    self.compile = compile
  }
}

extension Interpreter {
  public var types: TypeTable { TypeTable(rt: self) }

  /// Registers a library to compile when one of `names` is first read or declared.
  public func deferLibrary(declaring names: [String], compile: @escaping (Interpreter) -> Void) {
    let library = DeferredLibrary(names: names, compile: compile)
    for name in names { deferredLibraries[name] = library }
  }

  /// Compiles the deferred library that declares `name`, if any; whether there was one.
  @discardableResult
  func compileDeferredLibrary(declaring name: String) -> Bool {
    guard !deferredLibraries.isEmpty, let library = deferredLibraries[name] else { return false }
    for other in library.names { deferredLibraries[other] = nil }
    library.compile(self)
    return true
  }
}

extension TypeTable {
  /// The types a library's source declares at its top level (`public struct CGPoint`), read from its
  /// lines without parsing it, so it can be deferred before it is parsed. A library that declares
  /// anything else at the top level (a function, a global, an extension of another type) cannot be
  /// deferred by name.
  public static func declaredNames(inLibrary source: String) -> [String] {
    var names: [String] = []
    for line in source.utf8.split(separator: UInt8(ascii: "\n")) where line.first.map(isLetter) == true {
      var words = line.split(separator: UInt8(ascii: " ")).drop {
        $0.elementsEqual("public".utf8) || $0.elementsEqual("final".utf8)
      }
      let keyword = words.popFirst().map { String(decoding: $0, as: UTF8.self) }
      let name = words.first.map { String(decoding: $0.prefix(while: isIdentifierByte), as: UTF8.self) } ?? ""
      // `extension Result: Equatable …`, of a type the library declares, belongs to it.
      if keyword == "extension", names.contains(name) { continue }
      guard let keyword, ["struct", "enum", "protocol", "class"].contains(keyword), !name.isEmpty else {
        let text = String(decoding: line, as: UTF8.self)
        preconditionFailure("a deferred library declares more than types: \(text)")
      }
      names.append(name)
    }
    return names
  }

  /// Byte tests: the scan reads bytes, not Characters (it runs in every process that starts a world).
  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
  }
}
