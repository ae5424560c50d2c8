import Foundation

/// Ctrl-C handling for long-running commands.
///
/// `install()` replaces the default "kill the process" action of SIGINT with a flag. The shell polls
/// `take()` inside long loops to stop early; at the prompt, ``EditLineCommandReader`` turns the same
/// flag into "discard the current input, show a fresh prompt".
public enum Interrupt {
  /// Installs the SIGINT handler (once; later calls do nothing).
  public static func install() { SignalFlags.installOnce(SIGINT) }

  /// True once per Ctrl-C: returns whether one is pending and clears it.
  public static func take() -> Bool { SignalFlags.take(SIGINT) }

  /// Whether a Ctrl-C arrived and was not yet taken.
  public static var isPending: Bool { SignalFlags.isPending(SIGINT) }
}
