/// Structural hashing of values, consistent with `Equality.equal`, so values can key dictionaries and sets.
///
/// Equal values hash alike: an integral Double hashes like the Int it equals, a Character like its String,
/// dictionaries and sets independently of order. Values that are never equal (closures, non-POD structs
/// without `Equatable`) may hash anyhow.
extension Value: Hashable {
  /// As keys of sets and dictionaries, values of a script type that declares its own `==` compare with it
  /// (`Set<Item>` with `==` by `id` keeps one item per id, as Swift's does).
  public static func == (a: Value, b: Value) -> Bool {
    if let type = Value.ownEquality(a), let rt = type.interpreter {
      return (try? rt.equal(a, b, type.location)) ?? false
    }
    return Equality.equal(a, b)
  }

  /// The script type of a struct, enum or class value when that type declares `==`.
  static func ownEquality(_ value: Value) -> ScriptType? {
    let type: ScriptType
    switch value {
    case .structValue(let x): type = x.type
    case .enumValue(let x): type = x.type
    case .object(let x): type = x.type
    default: return nil
    }
    return type.findStaticMethods("==") != nil ? type : nil
  }

  public func hash(into hasher: inout Hasher) {
    if let type = Value.ownEquality(self) {
      // Equal by the type's own `==` must hash alike; only the type is known to agree.
      hasher.combine(ObjectIdentifier(type))
      return
    }
    switch self {
    case .void: hasher.combine(0)
    case .none: hasher.combine(1)
    case .wrapped(let payload): payload.hash(into: &hasher)
    case .int(let x): hashInt(x, into: &hasher)
    case .double(let x): hashDouble(x, into: &hasher)
    case .float(let x): hashDouble(Double(x), into: &hasher)
    case .sized(let x):
      if x.kind.isSigned {
        hashInt(Int(x.signed), into: &hasher)
      } else if let i = Int(exactly: x.bits) {
        hashInt(i, into: &hasher)
      } else {
        hasher.combine(x.bits)
      }
    case .bool(let x): hasher.combine(x)
    case .string(let x): hashString(x, into: &hasher)
    case .character(let x): hashString(String(x), into: &hasher)
    case .array(let x): hashElements(x, into: &hasher)
    case .tuple(let x): hashElements(x.elements, into: &hasher)
    case .dictionary(let x):
      hashUnordered(x.map { key, value in Value.tuple(TupleValue([key, value])) }, &hasher)
    case .set(let x): hashUnordered(Array(x), &hasher)
    case .range(let x): hashElements([x.lower, x.upper, .bool(x.isClosed)], into: &hasher)
    default: hashReference(into: &hasher)
    }
  }

  private func hashReference(into hasher: inout Hasher) {
    switch self {
    case .structValue(let x):
      hasher.combine(ObjectIdentifier(x.type))
      hashElements(x.fields, into: &hasher)
    case .object(let x): hasher.combine(ObjectIdentifier(x))
    case .enumValue(let x):
      hasher.combine(ObjectIdentifier(x.type))
      hasher.combine(x.caseIndex)
      hashElements(x.payload, into: &hasher)
    case .closure(let x): hasher.combine(ObjectIdentifier(x))
    case .type(let x): hasher.combine(Render.typeName(of: x))
    case .keyPath(let x): hasher.combine(x)
    case .native(let x as UUIDObject): hasher.combine(x.uuidString)
    case .native(let x): hasher.combine(x.typeName)
    default: break
    }
  }

  private func hashInt(_ x: Int, into hasher: inout Hasher) {
    hasher.combine(2)
    hasher.combine(x)
  }

  private func hashDouble(_ x: Double, into hasher: inout Hasher) {
    if let exact = Int(exactly: x) {
      hashInt(exact, into: &hasher)
    } else {
      hasher.combine(3)
      hasher.combine(x)
    }
  }

  private func hashString(_ x: String, into hasher: inout Hasher) {
    hasher.combine(4)
    hasher.combine(x)
  }

  private func hashElements(_ elements: [Value], into hasher: inout Hasher) {
    hasher.combine(elements.count)
    for element in elements { element.hash(into: &hasher) }
  }

  /// Order-independent: the sum of the elements' own hashes.
  private func hashUnordered(_ elements: [Value], _ hasher: inout Hasher) {
    hasher.combine(elements.count)
    hasher.combine(elements.reduce(0) { $0 &+ $1.hashValue })
  }
}
