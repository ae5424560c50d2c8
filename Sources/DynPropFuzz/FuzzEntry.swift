import DynPropShell
import Foundation

/// One harness per process: libFuzzer calls back once per input, on one thread.
nonisolated(unsafe) private var harness: FuzzHarness?

/// Runs one input; JSON or human output is picked from the input's length so both renderers get fuzzed.
func fuzzOne(_ bytes: UnsafeRawBufferPointer, output: TextOutput = DiscardedOutput()) {
  if harness == nil { harness = FuzzHarness(output: output) }
  harness?.run(FuzzInput(bytes), json: bytes.count % 2 == 1)
}

/// The entry point in both builds.
///
/// The fuzz build (`Scripts/fuzz`: `-sanitize=fuzzer -DDYNPROP_FUZZ`) hands the command line to libFuzzer's
/// driver with the harness as callback. Defining `main` here, instead of only `LLVMFuzzerTestOneInput`,
/// means libFuzzer's own `main` is never linked, so it cannot clash with the `main` SwiftPM emits for an
/// executable. A normal build replays inputs: `dynprop-fuzz FILE ...` runs each file (a finding) through
/// the same harness, so it can be debugged without libFuzzer.
@main
enum FuzzMain {
  static func main() {
    #if DYNPROP_FUZZ
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      exit(fuzzerRunDriver(&argc, &argv, testOneInput))
    #else
      replay(CommandLine.arguments.dropFirst())
    #endif
  }

  static func replay(_ paths: ArraySlice<String>) {
    for path in paths {
      guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("dynprop-fuzz: cannot read '\(path)'\n".utf8))
        exit(74)
      }
      data.withUnsafeBytes { fuzzOne($0, output: StandardOutput()) }
      print("ran \(path)")
    }
  }
}

#if DYNPROP_FUZZ
  /// libFuzzer's callback: one input, always "keep going" (0).
  let testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { data, size in
    fuzzOne(UnsafeRawBufferPointer(start: data, count: size))
    return 0
  }

  /// `int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *, size_t))` from
  /// libFuzzer (linked by `-sanitize=fuzzer`); its arguments are pointers and integers only, which pass
  /// the same way under Swift's and C's calling conventions.
  @_silgen_name("LLVMFuzzerRunDriver")
  func fuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32
#endif
