// swift-tools-version:6.0
import PackageDescription

/// The interpreter and the host never access one frame slot or node field from two places at once
/// (values are taken out of their storage before they are modified), so release builds skip Swift's
/// dynamic exclusivity checks on these hot paths.
let fastRuntime: [SwiftSetting] = [
  .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))
]

/// Modules point one way: Diagnostics ← Syntax ← Interpreter ← Host ← Insight ← Shell ← executable.
/// Only DynPropSyntax imports swift-syntax; only DynPropLineEditor touches libedit.
let package = Package(
  name: "dynprop-repl",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "dynprop-repl", targets: ["dynprop-repl"])
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
  ],
  targets: [
    .target(name: "DynPropDiagnostics"),
    /// Stackful coroutines (ucontext) for script tasks; the only C code of the project.
    .target(name: "CCoroutine"),
    .target(
      name: "DynPropSyntax",
      dependencies: [
        "DynPropDiagnostics",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftIfConfig", package: "swift-syntax"),
      ]),
    .target(
      name: "DynPropInterpreter",
      dependencies: [
        "DynPropSyntax",
        .product(name: "OrderedCollections", package: "swift-collections"),
      ],
      swiftSettings: fastRuntime),
    .target(
      name: "DynPropHost",
      dependencies: [
        "DynPropInterpreter", "CCoroutine",
        .product(name: "OrderedCollections", package: "swift-collections"),
      ],
      swiftSettings: fastRuntime),
    .target(
      name: "DynPropInsight",
      dependencies: [
        "DynPropHost", .product(name: "OrderedCollections", package: "swift-collections"),
        .product(name: "DequeModule", package: "swift-collections"),
      ]),
    .systemLibrary(
      name: "CEditLine",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]),
    .target(name: "DynPropLineEditor", dependencies: ["CEditLine"]),
    .target(
      name: "DynPropShell",
      dependencies: [
        "DynPropInsight", "DynPropHost", "DynPropInterpreter", "DynPropSyntax", "DynPropDiagnostics",
        "DynPropLineEditor",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "OrderedCollections", package: "swift-collections"),
      ],
      resources: [.copy("Resources/Examples")]),
    .executableTarget(name: "dynprop-repl", dependencies: ["DynPropShell"]),
    .target(
      name: "DynPropBench",
      dependencies: [
        "DynPropShell", "DynPropHost", "DynPropInterpreter", "DynPropSyntax", "DynPropDiagnostics",
      ]),
    .executableTarget(name: "dynprop-bench", dependencies: ["DynPropBench"]),
    /// libFuzzer harness over the whole tool (Scripts/fuzz); a normal build makes an input replayer.
    .executableTarget(name: "dynprop-fuzz", dependencies: ["DynPropShell"], path: "Sources/DynPropFuzz"),
    .testTarget(name: "DynPropSyntaxTests", dependencies: ["DynPropSyntax"]),
    .testTarget(
      name: "DynPropInterpreterTests",
      dependencies: ["DynPropInterpreter", "DynPropSyntax", "DynPropDiagnostics"],
      exclude: []),
    .testTarget(name: "DynPropShellTests", dependencies: ["DynPropShell"]),
    .testTarget(name: "DynPropLineEditorTests", dependencies: ["DynPropLineEditor"]),
  ]
)
