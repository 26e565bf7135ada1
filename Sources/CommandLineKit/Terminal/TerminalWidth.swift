import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The width of the terminal standard output goes to.
public enum TerminalWidth {
  /// The width when nothing tells it: 80 columns.
  public static let fallback = 80

  /// `COLUMNS` when set to a positive number, else the terminal's own width (when standard
  /// output is a terminal), else `fallback`.
  public static func current(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Int {
    if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
      return Int(size.ws_col)
    }
    return fallback
  }
}
