"""Generates small, well-typed Swift cases for Scripts/difftest (issue #21, point 3).

Each template returns one case: declarations (types and functions whose names end in the case number, so
cases never collide) and a body that prints. A case never traps in Swift: divisors are non-zero literals,
integers stay small, dictionaries and sets print one element or sorted keys (their order is Swift's
per-process hash order otherwise). Every template draws all its choices from the `random.Random` it is
given, so a seed gives the same program on every machine.
"""

import random

# ---------------------------------------------------------------------------------------------------------
# Literals and expressions


def int_literal(r, low=-9, high=30):
    n = r.randint(low, high)
    return f"({n})" if n < 0 else str(n)


def positive_literal(r, high=9):
    return str(r.randint(1, high))


def double_literal(r):
    forms = [
        lambda: str(r.randint(0, 40)),
        lambda: f"{r.randint(0, 40)}.{r.choice(['0', '5', '25', '1', '75', '125'])}",
        lambda: f"0.{r.randint(1, 9)}",
        lambda: f"{r.randint(1, 9)}e{r.choice(['3', '-2', '5', '-4', '16', '1'])}",
        lambda: f"{r.randint(1, 999)}.{r.randint(1, 99)}",
    ]
    return r.choice(forms)()


def int_expr(r, depth=2, leaves=None):
    """An Int expression of literals (and the given variable names) that cannot trap or overflow."""
    if depth == 0 or r.random() < 0.3:
        if leaves and r.random() < 0.5:
            return r.choice(leaves)
        return int_literal(r)
    op = r.choice(["+", "-", "*", "/", "%", "+", "*"])
    lhs = int_expr(r, depth - 1, leaves)
    if op in "/%":
        return f"({lhs} {op} {positive_literal(r)})"
    return f"({lhs} {op} {int_expr(r, depth - 1, leaves)})"


def literal_expr(r, depth=2, floating=False):
    """Literals joined by + - * /: integer literals only, unless `floating` mixes in decimals."""
    if depth == 0 or r.random() < 0.3:
        return double_literal(r) if floating and r.random() < 0.5 else str(r.randint(0, 20))
    op = r.choice(["+", "-", "*", "/", "/"])
    lhs = literal_expr(r, depth - 1, floating)
    if op == "/":
        return f"{lhs} / {positive_literal(r)}"
    return f"{lhs} {op} {literal_expr(r, depth - 1, floating)}"


def indent(lines):
    return "\n".join("  " + line if line else line for line in lines)


class Case:
    """One generated case: declarations, the body of `caseK()`, and the template's tag."""

    def __init__(self, index, tag, decls, body):
        self.index = index
        self.tag = tag
        self.decls = decls
        self.body = body

    def function_name(self):
        return f"case{self.index}"

    def source(self, markers=False):
        """The case's declarations and its function (without the call)."""
        return "\n".join(text for text, _ in self.lines(markers)) + "\n"

    def lines(self, markers=False):
        """(text, statement) per line of the source; `statement` is the index in `body` of the top-level
        statement the line belongs to (None outside the body). With `markers`, each top-level statement is
        preceded by `print("@@@sI@@@")`, so the runner can tell which statement printed what, or failed."""
        out = [(f"// case {self.index}: {self.tag}", None)]
        if self.decls:
            out += [(text, None) for text in self.decls.strip("\n").split("\n")]
        out.append((f"func {self.function_name()}() {{", None))
        depth, statement = 0, None
        for number, line in enumerate(self.body):
            if depth == 0:
                statement = number
                if markers:
                    out.append((f'  print("@@@s{number}@@@")', statement))
            out.append(("  " + line if line else line, statement))
            depth += line.count("{") - line.count("}")
        out.append(("}", None))
        return out

    def program(self):
        """The case alone, as a complete program: the minimal program of a difference."""
        return "import Foundation\n\n" + self.source() + f"\n{self.function_name()}()\n"


# ---------------------------------------------------------------------------------------------------------
# Templates: numbers


def t_int_arith(r, k):
    lines = [f"let a = {int_expr(r, 2)}", f"let b = {int_expr(r, 2, ['a'])}", "print(a, b)"]
    lines.append(f"print({int_expr(r, 3, ['a', 'b'])})")
    n, d = r.randint(-40, 40), r.randint(1, 9)
    lines.append(f"print({n} / {d}, {n} % {d}, ({n}) / -{d}, ({n}) % -{d})")
    return "", lines


def t_double_context(r, k):
    lines = []
    for i in range(r.randint(2, 4)):
        lines.append(f"let x{i}: Double = {literal_expr(r, 2)}")
        lines.append(f"print(x{i})")
    lines.append(f"let y: Double = {literal_expr(r, 2, floating=True)}")
    lines.append('print("y = \\(y)")')
    return "", lines


def t_float_context(r, k):
    kind = r.choice(["Float", "Float", "CGFloat"])
    lines = []
    for i in range(r.randint(2, 3)):
        lines.append(f"let f{i}: {kind} = {literal_expr(r, 2, floating=r.random() < 0.5)}")
    names = ", ".join(f"f{i}" for i in range(len(lines)))
    lines.append(f"print({names})")
    lines.append(f"print(f0 * 3, f0 / 7)")
    return "", lines


def t_double_arith(r, k):
    lines = [
        f"let d = {r.randint(0, 40)}.{r.choice(['5', '25', '1'])} * {double_literal(r)}",
        f"let e = d / {positive_literal(r)} + {double_literal(r)}",
        "print(d, e)",
        f"print(d - e, -d, d * d)",
        f"print(7 / 2, 7.0 / 2, {r.randint(1, 50)} / {positive_literal(r)}, {r.randint(1, 50)}.0 / {positive_literal(r)})",
    ]
    return "", lines


DOUBLE_SPECIALS = [
    "0.1 + 0.2", "1.0 / 3.0", "2.0 / 3.0", "1e16", "1e15", "1e-5", "1e-4", "123456789.0",
    "1234567890123456789.0", "100.0", "-0.0", "0.0", "Double.pi", "(2.0).squareRoot()", "Double(7) / 2",
    "Double(Int.max)", "5e-324", "1.7976931348623157e308", "Double.infinity", "-Double.infinity",
    "0.1 * 3", "1.1 * 1.1", "100.0 / 3.0", "Double(1 << 53)", "Double(1 << 53) + 1", "4.35 * 100",
    "(2.5).rounded()", "(-2.5).rounded()", "(3.7).rounded(.down)", "Double(\"2.50\")!", "1e100",
]

FLOAT_SPECIALS = ["Float(0.1)", "Float(1) / 3", "Float(16777217)", "Float(1e10)", "Float.pi", "Float(2.5)"]


def t_double_format(r, k):
    picks = r.sample(DOUBLE_SPECIALS, 4) + r.sample(FLOAT_SPECIALS, 1)
    lines = [f"print({picks[0]}, {picks[1]})", f"print({picks[2]})"]
    lines.append(f'print("\\({picks[3]})", {picks[4]})')
    lines.append(f"print(String({r.choice(DOUBLE_SPECIALS)}), [{picks[0]}, {picks[2]}])")
    return "", lines


def t_conversions(r, k):
    d = f"{r.randint(-20, 20)}.{r.choice(['0', '5', '49', '51', '99'])}"
    lines = [
        f"let d: Double = {d}",
        "print(Int(d), Int(d.rounded()), d.rounded(.up), d.rounded(.towardZero))",
        f"let i = {int_literal(r)}",
        f"print(Double(i) / {positive_literal(r)}, Float(i), String(i), String(d))",
        f'print(Int("{r.randint(0, 99)}") as Any, Int("x{r.randint(0, 9)}") as Any, Double("{d}") as Any)',
        "print(i.magnitude, abs(i), i.signum(), d.sign == .minus)",
    ]
    return "", lines


def t_int_types(r, k):
    u8, i8 = r.randint(200, 255), r.randint(-128, -100)
    lines = [
        f"let u: UInt8 = {u8}",
        f"let s: Int8 = {i8}",
        f"let w: UInt64 = {r.randint(1, 1 << 40)}",
        f"let h: Int16 = {r.randint(-3000, 3000)}",
        f"let l: Int64 = {r.randint(-(1 << 40), 1 << 40)}",
        "print(u, s, w, h, l, Int64.max, l / 3)",
        f"print(u &+ {r.randint(10, 90)}, s &- {r.randint(30, 90)}, w * 3, h / 7)",
        "print(UInt8.max, Int8.min, Int32.max, UInt16.max, Int.max, Int.min)",
        f"print(Int(u) + Int(s), UInt32(h.magnitude), {r.randint(1, 9)} << {r.randint(1, 20)}, "
        f"{r.randint(100, 999)} >> {r.randint(1, 5)}, {r.randint(0, 255)} & {r.randint(0, 255)}, "
        f"{r.randint(0, 255)} | {r.randint(0, 255)}, {r.randint(0, 255)} ^ {r.randint(0, 255)})",
        "print(type(of: u), type(of: w + 1), type(of: h), type(of: l))",
    ]
    return "", lines


def t_late_init(r, k):
    kind = r.choice(["Double", "Float", "Int", "Double"])
    lines = [f"var a: {kind}", f"a = {r.randint(0, 20)}", "print(a)", f"a = {literal_expr(r, 1)}", "print(a)"]
    lines += [f"let b: {kind}", f"if {r.choice(['true', 'false'])} {{ b = {r.randint(0, 9)} }} else {{ b = {r.randint(10, 19)} }}", "print(b + a)"]
    return "", lines


def t_literal_params(r, k):
    decls = f"""func takes{k}(_ d: Double, _ i: Int, f: Float = {r.randint(0, 9)}) {{
  print(d, i, f)
}}
func half{k}() -> Double {{
  return {r.randint(1, 30)} / 4
}}
func pick{k}(_ flag: Bool) -> Double {{ flag ? {r.randint(0, 9)} : {r.randint(10, 20)} }}"""
    lines = [
        f"takes{k}({r.randint(0, 20)}, {r.randint(0, 20)})",
        f"takes{k}({double_literal(r)}, {r.randint(0, 20)}, f: {r.randint(0, 20)} / 8)",
        f"print(half{k}(), pick{k}({r.choice(['true', 'false'])}))",
        f"let v: Double = {r.choice(['true', 'false'])} ? {r.randint(0, 9)} : {r.randint(0, 9)}",
        "print(v)",
    ]
    return decls, lines


# ---------------------------------------------------------------------------------------------------------
# Templates: collections, tuples, strings


def t_typed_collections(r, k):
    lines = [
        f"let a: [Double] = [{r.randint(0, 9)}, {r.randint(0, 9)}, {double_literal(r)}]",
        f'let d: [String: Double] = ["k{r.randint(0, 9)}": {r.randint(0, 20)}]',
        f"let s: Set<Float> = [{r.randint(0, 9)}]",
        f"let n: [[Double]] = [[{r.randint(0, 9)}], [], [{r.randint(0, 9)}, {r.randint(0, 9)}]]",
        f"let o: [Int?] = [{r.randint(0, 9)}, nil]",
        "print(a, d, s)",
        "print(n, o)",
        f'let e: [String: [Int]] = ["x": [{r.randint(0, 9)}, {r.randint(0, 9)}]]',
        "print(e, a.count, n.isEmpty, [String]())",
    ]
    return "", lines


def t_array_ops(r, k):
    values = [r.randint(-9, 30) for _ in range(r.randint(4, 7))]
    lines = [f"var xs = {values}"]
    ops = [
        "print(xs.map {{ $0 * {m} }})".format(m=r.randint(2, 5)),
        "print(xs.filter {{ $0 % {m} == 0 }})".format(m=r.randint(2, 4)),
        "print(xs.reduce(0, +), xs.reduce(into: 0, +=))",
        "print(xs.sorted(), xs.sorted(by: >))",
        "print(xs.first as Any, xs.last as Any, xs.min() as Any, xs.max() as Any)",
        f"print(xs.contains({r.randint(0, 9)}), xs.firstIndex(of: {values[0]}) as Any, xs.count, xs.isEmpty)",
        'print(xs.map(String.init).joined(separator: "-"))',
        "print(Array(xs.enumerated().map { $0.offset * $0.element }))",
        "print(Array(xs.reversed()), Array(xs.prefix(2)), Array(xs.dropFirst()))",
        f"xs.append({r.randint(0, 9)}); xs.insert({r.randint(0, 9)}, at: 1); print(xs)",
        "print(xs.remove(at: 0), xs)",
        "print(zip(xs, xs.dropFirst()).map { $0 + $1 })",
        "print(xs.indices.map { $0 }, xs[1...2], xs[..<1])",
        "print(xs.allSatisfy { $0 > -10 }, xs.compactMap { $0 > 5 ? $0 : nil })",
        "print(xs.map { Double($0) / 2 })",
        "print(Array(repeating: xs[0], count: 3), [xs, [1]].flatMap { $0 })",
    ]
    lines += r.sample(ops, 5)
    return "", lines


def t_dictionaries(r, k):
    keys = r.sample(["a", "b", "c", "d", "e", "f"], 4)
    pairs = ", ".join(f'"{key}": {r.randint(0, 20)}' for key in keys)
    lines = [f"var d = [{pairs}]"]
    ops = [
        "for key in d.keys.sorted() { print(key, d[key]!) }",
        f'print(d["{keys[0]}"] as Any, d["z"] as Any)',
        f'print(d["z", default: {r.randint(0, 9)}], d.count, d.isEmpty)',
        f'print(d.updateValue({r.randint(0, 9)}, forKey: "{keys[1]}") as Any, d.updateValue(1, forKey: "q") as Any)',
        "print(d.sorted { $0.key < $1.key })",
        "print(d.values.sorted(), d.keys.sorted())",
        "print(d.mapValues { $0 * 2 }.sorted { $0.key < $1.key }.map { $0.value })",
        f'd["{keys[2]}"] = nil; print(d.count, d["{keys[2]}"] as Any)',
        f'print(["only": {double_literal(r)}], [{r.randint(0, 9)}: "v"])',
        "print(d.filter { $0.value > 5 }.count, d.contains { $0.key == \"a\" })",
    ]
    lines += r.sample(ops, 5)
    return "", lines


def t_strings(r, k):
    word = r.choice(["hello", "Swift", "a b c", "ünïcödé", "tab\\tstop", "quote\\\"d"])
    n = r.randint(0, 99)
    lines = [
        f'let s = "{word}"',
        f"let n = {n}",
        f'print("n=\\(n) d=\\({double_literal(r)}) b=\\({r.choice(["true", "false"])}) s=\\(s)")',
    ]
    ops = [
        "print(s.count, s.uppercased(), s.lowercased(), s.isEmpty)",
        'print(s.hasPrefix("h"), s.hasSuffix("o"), s.contains("l"))',
        'print(s.split(separator: " "), s.first as Any, s.last as Any)',
        "print(Array(s), String(s.reversed()))",
        'print(String(repeating: "ab", count: 3), s + "!" + String(n))',
        'print("\\([1, 2])", "\\(["a": 1])", "\\((1, "x"))", "\\([Optional(1), nil])")',
        f'print(["{word}", "b"], [Character("c")], ["k": "v"])',
        'print(s.replacingOccurrences(of: "l", with: "L"), s.components(separatedBy: " "))',
        "print(s.prefix(2), s.dropFirst(), s.dropLast(2))",
        'debugPrint(s, n, "x\\ny")',
        'print("multi\\nline", "\\u{41}\\u{1F600}", "\\\\")',
        "print(String(describing: s), String(reflecting: s), s.description)",
        'print(s < "m", s == "Swift", s.sorted())',
    ]
    lines += r.sample(ops, 5)
    return "", lines


def t_tuples(r, k):
    lines = [
        f"let t: (Double, Int) = ({r.randint(0, 9)}, {r.randint(0, 9)})",
        f'let l = (x: {r.randint(0, 9)}, y: "{r.choice(["p", "q"])}")',
        "print(t, l, t.0, l.y)",
        f"var a = {r.randint(0, 9)}, b = {r.randint(10, 19)}",
        "(a, b) = (b, a)",
        "print(a, b)",
        f"let nested = ((1, 2.5), [({r.randint(0, 9)}, \"z\")])",
        "print(nested, nested.0.1)",
        f"let (p, q) = ({double_literal(r)}, {r.randint(0, 9)})",
        "print(p, q, (1, \"a\") < (1, \"b\"), (2, 3) == (2, 3))",
        "let opt: (Int, Int)? = (4, 5)",
        "print(opt as Any, opt?.1 as Any)",
    ]
    return "", lines


# ---------------------------------------------------------------------------------------------------------
# Templates: optionals


def t_optionals(r, k):
    v = r.randint(0, 50)
    lines = [
        f"let o: Int? = {v}",
        "let n: String? = nil",
        f'let s: String? = "{r.choice(["x", "hi", ""])}"',
        "print(o as Any, n as Any, s as Any)",
        f"print(o ?? 0, n ?? \"dflt\", o!, s!)",
        "print(o.map { $0 * 2 } as Any, n.map { $0.count } as Any, o.flatMap { $0 > 10 ? $0 : nil } as Any)",
        'print("\\(String(describing: o)) \\(String(describing: n))")',
        "if let v = o, v > 3 { print(\"big\", v) } else { print(\"small\") }",
        "guard let t = s else { return }",
        "print(t, o == 3, o != nil, n == nil)",
        f"print(Optional({v}) as Any, Optional(\"s\") as Any, Optional({double_literal(r)}) as Any)",
    ]
    return "", lines


def t_optional_nested(r, k):
    decls = f"struct Holder{k} {{ var name: String?; var inner: Holder{k}Inner? }}\n" \
            f"struct Holder{k}Inner {{ var count: Int }}"
    lines = [
        f"let oo: Int?? = {r.randint(0, 9)}",
        "let on: Int?? = .some(nil)",
        "let nn: Int?? = nil",
        "print(oo as Any, on as Any, nn as Any)",
        f"let list: [Int?] = [{r.randint(0, 9)}, nil]",
        "print(list, list.compactMap { $0 })",
        f"let iuo: Int! = {r.randint(0, 9)}",
        "print(iuo as Any, iuo + 1)",
        f'let d = [{r.randint(0, 9)}: "a"]',
        f"print(d[{r.randint(0, 9)}] as Any, String(describing: Optional({r.randint(0, 9)})))",
        f'let h: Holder{k}? = Holder{k}(name: "n", inner: Holder{k}Inner(count: {r.randint(0, 9)}))',
        "print(h?.name as Any, h?.inner?.count as Any, h as Any)",
        "let e: Holder" + str(k) + "? = nil",
        "print(e?.inner?.count ?? -1, [h?.name, nil])",
    ]
    return decls, lines


# ---------------------------------------------------------------------------------------------------------
# Templates: enums, structs, classes


def t_enums(r, k):
    decls = f"""enum Color{k}: CaseIterable {{ case red, green, blue }}
enum Raw{k}: Int {{ case one = 1, two, five = 5 }}
enum Name{k}: String {{ case a, b = "bee" }}
enum Shape{k} {{
  case circle(Double)
  case rect(w: Int, h: Int)
  case empty
  var area: Double {{
    switch self {{
    case .circle(let r): return 3 * r * r
    case .rect(let w, let h): return Double(w * h)
    case .empty: return 0
    }}
  }}
}}"""
    lines = [
        f"let c = Color{k}.{r.choice(['red', 'green', 'blue'])}",
        f"print(c, Color{k}.allCases, [c], c == .red)",
        f"print(Raw{k}.two.rawValue, Raw{k}(rawValue: {r.randint(0, 6)}) as Any, Name{k}.b.rawValue, Name{k}.a)",
        f"let s: Shape{k} = .circle({r.randint(1, 9)})",
        f"let t = Shape{k}.rect(w: {r.randint(1, 9)}, h: {r.randint(1, 9)})",
        "print(s, t, Shape" + str(k) + ".empty)",
        "print([s, t], s.area, t.area)",
        "let maybe: Shape" + str(k) + "? = t",
        "print(maybe as Any)",
        "if case .rect(let w, _) = t { print(\"w\", w) }",
        "switch c { case .red: print(\"R\"); default: print(\"other\", c) }",
    ]
    return decls, lines


def t_structs(r, k):
    decls = f"""struct Point{k}: Equatable {{
  var x: Double
  var y: Int = {r.randint(0, 9)}
  var norm: Double {{ x * x + Double(y * y) }}
  static let origin = Point{k}(x: 0, y: 0)
  mutating func shift(_ by: Int) {{ y += by; x += 1 }}
  func scaled(_ f: Double) -> Point{k} {{ Point{k}(x: x * f, y: y) }}
}}
struct Named{k}: CustomStringConvertible {{
  let name: String
  var description: String {{ "Named(\\(name))" }}
}}
struct Wrapper{k} {{ var points: [Point{k}]; var label: String? }}"""
    lines = [
        f"var p = Point{k}(x: {r.randint(0, 9)})",
        "print(p, p.norm)",
        f"p.shift({r.randint(1, 5)})",
        "let q = p",
        f"p.shift({r.randint(1, 5)})",
        "print(p, q, p == q, Point" + str(k) + ".origin)",
        f"print([p.scaled({double_literal(r)})], Optional(q) as Any)",
        f'let n = Named{k}(name: "{r.choice(["a", "b"])}")',
        "print(n, [n], \"\\(n)\")",
        f'print(Wrapper{k}(points: [q], label: nil), Wrapper{k}(points: [], label: "L"))',
    ]
    return decls, lines


def t_classes(r, k):
    decls = f"""class Animal{k} {{
  var name: String
  init(name: String) {{ self.name = name }}
  func sound() -> String {{ "..." }}
  func describe() -> String {{ "\\(name) says \\(sound())" }}
}}
class Dog{k}: Animal{k} {{
  var tricks = 0
  override func sound() -> String {{ "Woof" }}
  override func describe() -> String {{ super.describe() + " (\\(tricks) tricks)" }}
}}
final class Counter{k}: CustomStringConvertible {{
  var count = 0
  var description: String {{ "Counter(\\(count))" }}
  deinit {{ print("deinit Counter{k}") }}
}}"""
    lines = [
        f'let a: Animal{k} = Dog{k}(name: "{r.choice(["Rex", "Fido"])}")',
        "print(a.describe(), a is Dog" + str(k) + ", (a as? Dog" + str(k) + ")?.tricks as Any)",
        f'let b = Animal{k}(name: "cat")',
        "print(b, [b], b.describe())",
        "let alias = a",
        f'alias.name = "{r.choice(["Max", "Bo"])}"',
        "print(a.name, a === alias, a === b)",
        f"var c: Counter{k}? = Counter{k}()",
        f"c!.count += {r.randint(1, 9)}",
        "print(c!, [c!], c as Any)",
        "c = nil",
        'print("after")',
    ]
    return decls, lines


def t_protocols(r, k):
    decls = f"""protocol Shape{k} {{
  var area: Double {{ get }}
  func name() -> String
}}
extension Shape{k} {{
  func name() -> String {{ "shape" }}
  func extra() -> String {{ "extension" }}
  var doubled: Double {{ area * 2 }}
}}
struct Square{k}: Shape{k} {{
  var side: Double
  var area: Double {{ side * side }}
  func name() -> String {{ "square" }}
  func extra() -> String {{ "square extra" }}
}}
struct Blob{k}: Shape{k} {{ var area: Double {{ {r.randint(1, 9)} }} }}"""
    lines = [
        f"let shapes: [any Shape{k}] = [Square{k}(side: {r.randint(1, 9)}), Blob{k}()]",
        "for s in shapes { print(s.name(), s.extra(), s.area, s.doubled) }",
        f"let sq = Square{k}(side: {double_literal(r)})",
        "print(sq.extra(), sq.name(), sq)",
        f"print(shapes[0] is Square{k}, shapes[1] as? Square{k} as Any, (shapes[0] as? Square{k})?.side as Any)",
        "print(shapes.map { $0.area }.reduce(0, +))",
    ]
    return decls, lines


# ---------------------------------------------------------------------------------------------------------
# Templates: closures, generics, printing, control flow, types


def t_closures(r, k):
    decls = f"""func makeCounter{k}(step: Int) -> () -> Int {{
  var total = 0
  return {{
    total += step
    return total
  }}
}}
func apply{k}(_ f: (Int) -> Int, to x: Int) -> Int {{ f(x) }}"""
    step = r.randint(1, 5)
    lines = [
        f"let next = makeCounter{k}(step: {step})",
        "print(next(), next(), next())",
        f"print(apply{k}({{ $0 * {r.randint(2, 5)} }}, to: {r.randint(0, 9)}), apply{k}({{ x in x - 1 }}, to: 3))",
        f"var captured = {r.randint(0, 9)}",
        "let byRef = { captured * 10 }",
        "let byValue = { [captured] in captured * 10 }",
        "captured += 1",
        "print(byRef(), byValue())",
        "var fs: [(Int) -> Int] = []",
        f"for i in 1...{r.randint(2, 4)} {{ fs.append {{ $0 + i }} }}",
        "print(fs.map { $0(100) })",
        "let compose = { (f: @escaping (Int) -> Int, g: @escaping (Int) -> Int) in { (x: Int) in g(f(x)) } }",
        f"print(compose({{ $0 + 1 }}, {{ $0 * 2 }})({r.randint(0, 9)}))",
        "print([3, 1, 2].sorted(by: >), [\"b\", \"a\"].sorted(by: <))",
    ]
    return decls, lines


def t_generics(r, k):
    decls = f"""struct Box{k}<T> {{
  var value: T
  func map<U>(_ f: (T) -> U) -> Box{k}<U> {{ Box{k}<U>(value: f(value)) }}
}}
extension Box{k} where T: Numeric {{
  func doubled() -> T {{ value + value }}
}}
func largest{k}<T: Comparable>(_ xs: [T]) -> T? {{
  guard var best = xs.first else {{ return nil }}
  for x in xs where x > best {{ best = x }}
  return best
}}
func sum{k}<T: Numeric>(_ xs: [T]) -> T {{ xs.reduce(0, +) }}
func describe{k}<T>(_ x: T) -> String {{ "\\(type(of: x)): \\(x)" }}
class Stack{k}<Element> {{
  var items: [Element] = []
  func push(_ e: Element) {{ items.append(e) }}
  func pop() -> Element? {{ items.popLast() }}
}}"""
    lines = [
        f"let b = Box{k}(value: {r.randint(0, 9)})",
        "print(b, b.doubled(), b.map { \"v\\($0)\" })",
        f"print(Box{k}(value: {double_literal(r)}).doubled(), [Box{k}(value: \"s\")])",
        f"print(largest{k}([{r.randint(0, 9)}, {r.randint(0, 9)}, {r.randint(0, 9)}]) as Any, largest{k}([String]()) as Any)",
        f"print(sum{k}([1, 2, {r.randint(0, 9)}]), sum{k}([{double_literal(r)}, 1]))",
        f"print(describe{k}({r.randint(0, 9)}), describe{k}([1.5]), describe{k}(Optional(\"a\")))",
        f"let st = Stack{k}<Int>()",
        f"st.push({r.randint(0, 9)}); st.push({r.randint(0, 9)})",
        "print(st.pop() as Any, st.items, st.pop() as Any, st.pop() as Any)",
    ]
    return decls, lines


def t_printing(r, k):
    items = r.sample(['1', '"a"', '2.5', 'true', '[1, 2]', 'nil as Int?', '(1, 2)', '"x y"'], 3)
    joined = ", ".join(items)
    seps = ['""', '", "', '"-"', '"\\n"', '" | "']
    terms = ['""', '"\\n"', '"!\\n"', '" "', '"\\n\\n"']
    lines = [
        f"print({joined})",
        f"print({joined}, separator: {r.choice(seps)})",
        f"print({items[0]}, terminator: {r.choice(terms)})",
        f"print({items[1]}, {items[2]}, separator: {r.choice(seps)}, terminator: {r.choice(terms)})",
        "print()",
        f'print("end", terminator: {r.choice(terms)})',
        "print(\"\")",
        f"debugPrint({joined})",
    ]
    return "", lines


def t_control_flow(r, k):
    n = r.randint(-5, 25)
    lines = [
        f"let n = {n}",
        "switch n {",
        "case ..<0: print(\"negative\")",
        "case 0: print(\"zero\")",
        "case 1...9 where n % 2 == 0: print(\"small even\")",
        "case 1...9: print(\"small odd\")",
        "default: print(\"big\", n)",
        "}",
        f"for x in stride(from: 0.0, to: {r.randint(1, 3)}.0, by: 0.5) {{ print(x, terminator: \" \") }}",
        "print()",
        f"for i in stride(from: {r.randint(5, 10)}, through: 0, by: -{r.randint(2, 3)}) {{ print(i, terminator: \",\") }}",
        "print()",
        "var total = 0",
        "outer: for i in 0..<5 {",
        "  for j in 0..<5 {",
        f"    if j > i {{ continue outer }}",
        f"    if i * j > {r.randint(3, 10)} {{ break outer }}",
        "    total += i * j",
        "  }",
        "}",
        "print(total)",
        f"var w = {r.randint(1, 5)}",
        "repeat { w *= 2 } while w < 50",
        "print(w)",
        "let pair = (n % 3, n % 2)",
        "switch pair { case (0, 0): print(\"six\"); case (0, _): print(\"three\"); case (_, 0): print(\"two\"); default: print(\"none\") }",
    ]
    return "", lines


def t_type_names(r, k):
    decls = f"struct Thing{k} {{ var v = 1 }}\nstruct Gen{k}<T> {{ var t: T }}\nclass Obj{k} {{}}"
    lines = [
        f"print(type(of: {r.randint(0, 9)}), type(of: {double_literal(r)}), type(of: \"s\"), type(of: [1]))",
        f"print(type(of: Optional({r.randint(0, 9)})), type(of: [\"a\": 1]), type(of: (1, \"a\")))",
        f"print(type(of: Thing{k}()), type(of: Gen{k}(t: 2.5)), type(of: Obj{k}()), Thing{k}.self)",
        "print(Int.self, [String].self, String(describing: Double.self))",
        f"print(Gen{k}(t: [1]), [Gen{k}(t: 1)], Thing{k}())",
        "let f: (Int) -> Int = { $0 }",
        "print(type(of: f), type(of: print))",
    ]
    return decls, lines


TEMPLATES = [
    ("int-arith", t_int_arith),
    ("double-context", t_double_context),
    ("float-context", t_float_context),
    ("double-arith", t_double_arith),
    ("double-format", t_double_format),
    ("conversions", t_conversions),
    ("int-types", t_int_types),
    ("late-init", t_late_init),
    ("literal-params", t_literal_params),
    ("typed-collections", t_typed_collections),
    ("array-ops", t_array_ops),
    ("dictionaries", t_dictionaries),
    ("strings", t_strings),
    ("tuples", t_tuples),
    ("optionals", t_optionals),
    ("optional-nested", t_optional_nested),
    ("enums", t_enums),
    ("structs", t_structs),
    ("classes", t_classes),
    ("protocols", t_protocols),
    ("closures", t_closures),
    ("generics", t_generics),
    ("printing", t_printing),
    ("control-flow", t_control_flow),
    ("type-names", t_type_names),
]


def generate(seed, count, only=None):
    """`count` cases for `seed`; case i depends only on (seed, i), so any case can be regenerated alone."""
    templates = [t for t in TEMPLATES if only is None or t[0] in only]
    cases = []
    for index in range(count):
        r = random.Random(f"{seed}:{index}")
        tag, template = templates[r.randrange(len(templates))]
        decls, body = template(r, index)
        cases.append(Case(index, tag, decls, body))
    return cases
