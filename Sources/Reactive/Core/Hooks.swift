import Foundation

/// What Reactive does with what it has to say: errors nobody handles, binding errors and the
/// `debug` operator's lines.
///
/// Library code never writes to standard output, where a command's report goes (a stray line
/// would corrupt `--format json`): by default every line goes to standard error. Replace
/// `diagnostics` to collect or silence them (tests do).
public enum Hooks {
  /// Called with an error that reached a `subscribe` without `onError`; reports it through
  /// `diagnostics` by default, as RxSwift prints it in debug builds.
  public static var defaultErrorHandler: (Swift.Error) -> Void = { error in
    diagnostics("Unhandled error happened: \(error)")
  }

  /// Receives each diagnostic line, without its newline; standard error by default.
  public static var diagnostics: (String) -> Void = { line in
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
