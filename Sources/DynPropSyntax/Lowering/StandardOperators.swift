import SwiftOperators
import SwiftParser
import SwiftSyntax

/// The standard library's precedence groups and operators, built in code with syntax for every
/// precedence relation (`OperatorFolder.standardOperators`): swift-syntax's `OperatorTable.standardOperators`
/// has none, so each precedence search of a fold would synthesize it again. Building the table from values
/// instead of parsing declarations keeps it off the first load's path (the parse and the declaration walk
/// cost 3.7 M instructions). A test (`StandardOperatorsTests`) checks it equals swift-syntax's table.
enum StandardOperators {
  static let table: OperatorTable = {
    do {
      return try OperatorTable(precedenceGroups: groups.map(group), operators: operators)
    } catch {
      preconditionFailure("the standard operators do not form a table: \(error)")
    }
  }()

  /// The syntax every relation points at. A fold reads a relation's syntax only to report a group the
  /// table lacks, which the standard groups never do, so one node serves them all. It is parsed: the
  /// parser has just read the script, while a node's first building costs as much as folding a file.
  private static let relationSyntax: PrecedenceGroupNameSyntax = {
    let tree = Parser.parse(source: "precedencegroup P { higherThan: StandardPrecedence }")
    guard let group = tree.statements.first?.item.as(PrecedenceGroupDeclSyntax.self),
      let relation = group.groupAttributes.first?.as(PrecedenceGroupRelationSyntax.self),
      let name = relation.precedenceGroups.first
    else { preconditionFailure("the standard relation does not parse") }
    return name
  }()

  /// A group, its associativity, whether it assigns, and the group it is higher than.
  private typealias GroupSpec = (
    name: String, associativity: Associativity, assignment: Bool, higherThan: String?
  )

  private static func group(_ spec: GroupSpec) -> PrecedenceGroup {
    let relations = spec.higherThan.map { name in
      [PrecedenceRelation.higherThan(name, syntax: relationSyntax)]
    }
    return PrecedenceGroup(
      name: spec.name, associativity: spec.associativity, assignment: spec.assignment,
      relations: relations ?? [])
  }

  private static let groups: [GroupSpec] = [
    ("AdditionPrecedence", .left, false, "RangeFormationPrecedence"),
    ("AssignmentPrecedence", .right, true, nil),
    ("BitwiseShiftPrecedence", .none, false, "MultiplicationPrecedence"),
    ("CastingPrecedence", .none, false, "NilCoalescingPrecedence"),
    ("ComparisonPrecedence", .none, false, "LogicalConjunctionPrecedence"),
    ("DefaultPrecedence", .none, false, "TernaryPrecedence"),
    ("FunctionArrowPrecedence", .right, false, "AssignmentPrecedence"),
    ("LogicalConjunctionPrecedence", .left, false, "LogicalDisjunctionPrecedence"),
    ("LogicalDisjunctionPrecedence", .left, false, "TernaryPrecedence"),
    ("MultiplicationPrecedence", .left, false, "AdditionPrecedence"),
    ("NilCoalescingPrecedence", .right, false, "ComparisonPrecedence"),
    ("RangeFormationPrecedence", .none, false, "CastingPrecedence"),
    ("TernaryPrecedence", .right, false, "FunctionArrowPrecedence"),
  ]

  private static var operators: [Operator] {
    let prefix = ["!", "+", "++", "-", "--", "...", "..<", "~"].map { Operator(kind: .prefix, name: $0) }
    let postfix = ["++", "--", "..."].map { Operator(kind: .postfix, name: $0) }
    let infix = infixByGroup.flatMap { group, names in
      names.map { Operator(kind: .infix, name: $0, precedenceGroup: group) }
    }
    return prefix + postfix + infix + [Operator(kind: .infix, name: "~>")]
  }

  private static let infixByGroup: [(String, [String])] = [
    ("ComparisonPrecedence", ["!=", "!==", "<", "<=", "==", "===", ">", ">=", "~="]),
    ("MultiplicationPrecedence", ["%", "&", "&*", "*", "/"]),
    (
      "AssignmentPrecedence",
      ["%=", "&*=", "&+=", "&-=", "&<<=", "&=", "&>>=", "*=", "+=", "-=", "/=", "<<=", ">>=", "^=", "|="]
    ),
    ("LogicalConjunctionPrecedence", ["&&"]),
    ("AdditionPrecedence", ["&+", "&-", "+", "-", "^", "|"]),
    ("BitwiseShiftPrecedence", ["&<<", "&>>", "<<", ">>"]),
    ("RangeFormationPrecedence", ["...", "..<"]),
    ("NilCoalescingPrecedence", ["??"]),
    ("LogicalDisjunctionPrecedence", ["||"]),
  ]
}
