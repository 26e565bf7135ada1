import PatternModel
import Scenarios
import SourceAnalysis

/// What a `patterns serve` app serves: the patterns, the scenarios to step through, the
/// source tree its pages read, and scripts added to the play page.
public struct ServeConfiguration {
  /// The patterns that can be played and compared.
  public var patterns: [PatternDescription]
  /// The scenarios offered in the stepper (the bundled suite and the trace examples).
  public var scenarios: [Scenario]
  /// The package's source tree, for the sources beside the traces and the compare and
  /// report pages; nil without one (those parts then say so).
  public var tree: SourceTree?
  /// Scripts the play page loads after its own (`/extra/0.js`…): a browser test's driver.
  public var extraScripts: [String] = []
  /// Makes the compare and report pages from a `patterns` command line (`compare login
  /// --root R --format html`): the page, or why not. `patterns serve` runs those very commands
  /// in-process (`ServeCommand.configuration`); nil serves no such pages.
  public var pages: PageMaker?
  /// How many browser sessions are kept; the least recently used close first.
  public var maxSessions = 64

  /// A configuration.
  public init(
    patterns: [PatternDescription], scenarios: [Scenario], tree: SourceTree?,
    extraScripts: [String] = [], pages: PageMaker? = nil
  ) {
    self.patterns = patterns
    self.scenarios = scenarios
    self.tree = tree
    self.extraScripts = extraScripts
    self.pages = pages
  }

  /// Makes a page from a `patterns` command line.
  public typealias PageMaker = @MainActor ([String]) -> Result<String, PageFailure>

  /// Why a page could not be made: the command's error message.
  public struct PageFailure: Error {
    /// The message, as the command printed it.
    public var message: String

    /// A failure with `message`.
    public init(_ message: String) { self.message = message }
  }
}
