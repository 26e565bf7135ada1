import Scenarios

/// Two small scenarios written for traces, in the scenario language: a wrong-password
/// sign-in and a debounced search. The HTML report draws them side by side for every
/// pattern, and the Docs/Patterns pages show the first (Scripts/update-traces.sh).
public enum TraceExamples {
  /// The scenario language source of the examples.
  public static let source = """
    scenario: trace: wrong-password sign-in
      type "ada@example.com" into login.email
      type "wrongpw" into login.password
      tap login.submit
      wait 400ms
      expect alert "Sign-in failed" message "Incorrect email or password."
      expect login.password text ""

    scenario: trace: debounced search
      given signed in as "ada@example.com"
      type "mo" into catalog.search
      wait 200ms
      type "u" into catalog.search
      wait 250ms
      expect catalog.list rows 1
      expect catalog.summary text "1 of 7 products"

    """

  /// The path the examples' steps cite.
  public static let path = "<trace examples>"

  /// The examples, parsed.
  public static var all: [Scenario] {
    // The source is fixed and covered by tests: it always parses.
    (try? ScenarioParser.parse(source, path: path).scenarios) ?? []
  }

  /// The wrong-password sign-in.
  public static var wrongPassword: Scenario { all[0] }
  /// The debounced search.
  public static var debouncedSearch: Scenario { all[1] }
}
