import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The settings standard input had before raw mode, for the signal handlers.
nonisolated(unsafe) private var savedSettings = termios()
nonisolated(unsafe) private var isRaw = false

/// Standard input in raw mode for `patterns play`: no echo, no line buffering, Ctrl-C and
/// Ctrl-D as bytes. `restore()` puts the terminal back; so do SIGTERM, SIGHUP, SIGINT and
/// SIGQUIT (then the process exits) and a normal exit.
enum RawTerminal {
  /// Switches standard input to raw mode; false when it is not a terminal.
  static func enable() -> Bool {
    guard !isRaw, tcgetattr(STDIN_FILENO, &savedSettings) == 0 else { return false }
    var raw = savedSettings
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return false }
    isRaw = true
    for number in [SIGTERM, SIGHUP, SIGINT, SIGQUIT] {
      _ = signal(number) { number in
        if isRaw { tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedSettings) }
        _exit(128 + number)
      }
    }
    atexit { RawTerminal.restoreNow() }
    return true
  }

  /// Puts standard input back as it was (idempotent).
  static func restore() { restoreNow() }

  nonisolated fileprivate static func restoreNow() {
    guard isRaw else { return }
    isRaw = false
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedSettings)
  }
}
