import SwiftDiagnostics
import SwiftIfConfig
import SwiftSyntax

/// `#if` blocks are evaluated for the build the simulation stands for: a debug build of an iOS app on an
/// iPhone (arm64, 64-bit, Swift 6), where SwiftUI, UIKit, Combine, Observation and Foundation can be
/// imported (Documentation/semantics.md). Only the active clause is lowered; its code keeps its place in
/// the file, so every location stays the written one.
struct SimulatedPhoneBuild: BuildConfiguration {
  static let importable: Set<String> = [
    "SwiftUI", "UIKit", "Foundation", "Combine", "Observation", "CoreData", "os", "Darwin", "SwiftData",
    "MapKit", "CoreLocation", "PhotosUI", "Charts", "AVFoundation", "UserNotifications", "WidgetKit",
  ]

  func isCustomConditionSet(name: String) -> Bool { name == "DEBUG" }
  func hasFeature(name: String) -> Bool { false }
  func hasAttribute(name: String) -> Bool { true }
  func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
    importPath.first.map { Self.importable.contains($0.1) } ?? false
  }
  func isActiveTargetOS(name: String) -> Bool { name == "iOS" }
  func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
  func isActiveTargetEnvironment(name: String) -> Bool { false }
  func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" }
  func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
  func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }
  var targetPointerBitWidth: Int { 64 }
  var targetAtomicBitWidths: [Int] { [32, 64, 128] }
  var endianness: Endianness { .little }
  var languageVersion: VersionTuple { VersionTuple(6, 0) }
  var compilerVersion: VersionTuple { VersionTuple(6, 3) }
}

extension Lowerer {
  /// The elements of the clause that is active in the simulated build, or nil when none is; a condition
  /// the evaluator cannot decide is reported at the `#if`.
  func activeElements(_ config: IfConfigDeclSyntax) -> IfConfigClauseSyntax.Elements? {
    let (clause, problems) = config.activeClause(in: SimulatedPhoneBuild())
    for problem in problems where problem.diagMessage.severity == .error {
      error("'#if' condition: \(problem.message)", at: config)
    }
    return clause?.elements
  }
}

extension Lowerer {
  /// `Text("x") #if os(iOS) .navigationBarTitleDisplayMode(.inline) #endif`: the active clause's modifiers
  /// apply to the base; with no active clause the base stands alone.
  func lowerPostfixIfConfig(_ node: PostfixIfConfigExprSyntax) -> Expr {
    let base = node.base.map(lowerExpr) ?? errorExpr(node)
    guard case .postfixExpression(let chain)? = activeElements(node.config) else { return base }
    return lowerExpr(chain).rooted(at: base)
  }
}
