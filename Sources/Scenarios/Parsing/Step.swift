/// One line of a scenario: what it asks for, its source text and where it stands.
nonisolated public struct Step: Hashable, Sendable, Codable {
  /// What the step asks for.
  public var kind: Kind
  /// The line's text without its indentation and trailing blanks, as reports quote it.
  public var text: String
  /// Where the step's first word stands.
  public var location: SourceLocation

  /// Creates a step.
  public init(kind: Kind, text: String, location: SourceLocation) {
    self.kind = kind
    self.text = text
    self.location = location
  }

  /// Whether it is a `given` line (setup, done when an app starts).
  public var isSetup: Bool {
    if case .setup = kind { true } else { false }
  }

  /// The three families of steps.
  public enum Kind: Hashable, Sendable, Codable {
    /// A `given` line: how the app starts.
    case setup(Setup)
    /// Something the user does (or `wait`).
    case action(Action)
    /// Something checked on screen; never advances time.
    case expectation(Expectation)
  }
}

/// A `given` line.
nonisolated public enum Setup: Hashable, Sendable, Codable {
  /// `given the server is unreachable`
  case serverUnreachable
  /// `given an empty catalog`
  case emptyCatalog
  /// `given a product "NAME" priced 12.50`, optionally followed by `stock N` (the price as
  /// written, a valid `Price` text; the stock from 0 to 9999, nil when not written: 0).
  case product(name: String, price: String, stock: Int? = nil)
  /// `given a user "EMAIL" with password "PW"`
  case user(email: String, password: String)
  /// `given signed in as "EMAIL"`
  case signedIn(email: String)
  /// `given the catalog cannot be read`
  case catalogUnreadable
  /// `given the catalog cannot be written`
  case catalogUnwritable
  /// `given a remembered email "EMAIL"` (the text as written; the "remember me" feature).
  case rememberedEmail(String)
}

/// Something the user does.
nonisolated public enum Action: Hashable, Sendable, Codable {
  /// `type "TEXT" into ID`
  case type(String, into: String)
  /// `clear ID`
  case clear(String)
  /// `tap ID`
  case tap(String)
  /// `tap row N of ID` (N from 1)
  case tapRow(Int, of: String)
  /// `select "SEGMENT" in ID`
  case select(String, in: String)
  /// `press return in ID`
  case pressReturn(in: String)
  /// `tap alert button "TITLE"`
  case tapAlertButton(String)
  /// `wait DURATION`
  case wait(Duration)
  /// `switch ID on` (true) / `switch ID off` (false); the app hears it only on a change.
  case setSwitch(String, on: Bool)
}

/// Something checked on screen.
nonisolated public enum Expectation: Hashable, Sendable, Codable {
  /// `expect screen SCREEN`
  case screen(String)
  /// `expect ID text "TEXT"`
  case text(String, String)
  /// `expect ID placeholder "TEXT"`
  case placeholder(String, String)
  /// `expect ID enabled` (true) / `disabled` (false)
  case enabled(String, Bool)
  /// `expect ID visible` (true) / `hidden` (false)
  case visible(String, Bool)
  /// `expect ID focused`
  case focused(String)
  /// `expect ID selected "SEGMENT"`
  case selected(String, String)
  /// `expect ID rows N`
  case rows(String, Int)
  /// `expect row N of ID "TITLE" "DETAIL"`
  case row(Int, of: String, title: String, detail: String)
  /// `expect alert "TITLE"`, or with `message "MESSAGE"`
  case alert(title: String, message: String?)
  /// `expect no alert`
  case noAlert
  /// `expect ID on` (true) / `expect ID off` (false), for a switch.
  case isOn(String, Bool)
}
