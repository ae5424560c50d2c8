// run: exec (needs the host's Foundation pieces and async runtime; ExecProgramTests runs it)
// swiftc: skip (the expectations are the simulated iPhone's branches; swiftc on Linux takes the others)
// `#if` evaluated for the simulated build: an iOS debug build on an iPhone (Documentation/semantics.md).
// (swiftc on Linux takes the other branches, so these expectations are the iPhone's.)
#if canImport(UIKit)
let platform = "iOS"
#else
let platform = "other"
#endif
struct Config {
    #if DEBUG
    static let mode = "debug"
    #else
    static let mode = "release"
    #endif
    #if os(macOS)
    static let extra = "mac"
    #elseif os(iOS)
    static let extra = "phone"
    #endif
}
func describe(_ n: Int) -> String {
    switch n {
    case 1: return "one"
    #if DEBUG
    case 2: return "two (debug)"
    #endif
    default: return "many"
    }
}
#if false
print("never")
#endif
print(platform, Config.mode, Config.extra, describe(2)) // expect: iOS debug phone two (debug)
#if compiler(>=5.9)
print("new compiler") // expect: new compiler
#endif
