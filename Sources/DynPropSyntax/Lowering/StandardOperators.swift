import SwiftOperators
import SwiftParser

/// The standard library's precedence groups and operators, as declarations, so that the table built from
/// them has syntax for every precedence relation (`OperatorFolder.standardOperators`). Reading them is a
/// third of what rendering `OperatorTable.standardOperators.description` costs at every start; a test
/// (`StandardOperatorsTests`) checks the two tables are the same.
enum StandardOperators {
  static let table: OperatorTable = {
    var table = OperatorTable()
    table.addSourceFile(Parser.parse(source: declarations)) { error in
      preconditionFailure("the standard operators do not read: \(error)")
    }
    return table
  }()

  static let declarations = """
    precedencegroup AdditionPrecedence {
        associativity: left
        higherThan: RangeFormationPrecedence
    }
    precedencegroup AssignmentPrecedence {
        associativity: right
        assignment: true
    }
    precedencegroup BitwiseShiftPrecedence {
        higherThan: MultiplicationPrecedence
    }
    precedencegroup CastingPrecedence {
        higherThan: NilCoalescingPrecedence
    }
    precedencegroup ComparisonPrecedence {
        higherThan: LogicalConjunctionPrecedence
    }
    precedencegroup DefaultPrecedence {
        higherThan: TernaryPrecedence
    }
    precedencegroup FunctionArrowPrecedence {
        associativity: right
        higherThan: AssignmentPrecedence
    }
    precedencegroup LogicalConjunctionPrecedence {
        associativity: left
        higherThan: LogicalDisjunctionPrecedence
    }
    precedencegroup LogicalDisjunctionPrecedence {
        associativity: left
        higherThan: TernaryPrecedence
    }
    precedencegroup MultiplicationPrecedence {
        associativity: left
        higherThan: AdditionPrecedence
    }
    precedencegroup NilCoalescingPrecedence {
        associativity: right
        higherThan: ComparisonPrecedence
    }
    precedencegroup RangeFormationPrecedence {
        higherThan: CastingPrecedence
    }
    precedencegroup TernaryPrecedence {
        associativity: right
        higherThan: FunctionArrowPrecedence
    }
    prefix operator !
    prefix operator +
    prefix operator ++
    prefix operator -
    prefix operator --
    prefix operator ...
    prefix operator ..<
    prefix operator ~
    postfix operator ++
    postfix operator --
    postfix operator ...
    infix operator !=: ComparisonPrecedence
    infix operator !==: ComparisonPrecedence
    infix operator %: MultiplicationPrecedence
    infix operator %=: AssignmentPrecedence
    infix operator &: MultiplicationPrecedence
    infix operator &&: LogicalConjunctionPrecedence
    infix operator &*: MultiplicationPrecedence
    infix operator &*=: AssignmentPrecedence
    infix operator &+: AdditionPrecedence
    infix operator &+=: AssignmentPrecedence
    infix operator &-: AdditionPrecedence
    infix operator &-=: AssignmentPrecedence
    infix operator &<<: BitwiseShiftPrecedence
    infix operator &<<=: AssignmentPrecedence
    infix operator &=: AssignmentPrecedence
    infix operator &>>: BitwiseShiftPrecedence
    infix operator &>>=: AssignmentPrecedence
    infix operator *: MultiplicationPrecedence
    infix operator *=: AssignmentPrecedence
    infix operator +: AdditionPrecedence
    infix operator +=: AssignmentPrecedence
    infix operator -: AdditionPrecedence
    infix operator -=: AssignmentPrecedence
    infix operator ...: RangeFormationPrecedence
    infix operator ..<: RangeFormationPrecedence
    infix operator /: MultiplicationPrecedence
    infix operator /=: AssignmentPrecedence
    infix operator <: ComparisonPrecedence
    infix operator <<: BitwiseShiftPrecedence
    infix operator <<=: AssignmentPrecedence
    infix operator <=: ComparisonPrecedence
    infix operator ==: ComparisonPrecedence
    infix operator ===: ComparisonPrecedence
    infix operator >: ComparisonPrecedence
    infix operator >=: ComparisonPrecedence
    infix operator >>: BitwiseShiftPrecedence
    infix operator >>=: AssignmentPrecedence
    infix operator ??: NilCoalescingPrecedence
    infix operator ^: AdditionPrecedence
    infix operator ^=: AssignmentPrecedence
    infix operator |: AdditionPrecedence
    infix operator |=: AssignmentPrecedence
    infix operator ||: LogicalDisjunctionPrecedence
    infix operator ~=: ComparisonPrecedence
    infix operator ~>
    """
}
