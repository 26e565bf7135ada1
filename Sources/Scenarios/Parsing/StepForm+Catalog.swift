nonisolated extension StepForm {
  /// Every form of the language (Docs/ScenarioLanguage.md), in the order it lists them.
  /// When a line fits no form, errors name the forms that fit it longest.
  static let all: [StepForm] = setup + actions + expectations

  /// Every verb (a form's first word), once each, in the order of `all`.
  static let verbs: [String] = all.reduce(into: []) {
    if !$0.contains($1.verb) { $0.append($1.verb) }
  }

  /// The forms of each verb, in the order of `all`.
  static let byVerb: [String: [StepForm]] = Dictionary(grouping: all, by: \.verb)

  static let setup: [StepForm] = [
    StepForm("given", "the", "server", "is", "unreachable") { _ in .setup(.serverUnreachable) },
    StepForm("given", "an", "empty", "catalog") { _ in .setup(.emptyCatalog) },
    StepForm("given", "a", "product", .string("NAME"), "priced", .price, "stock", .stock) {
      .setup(.product(name: $0.text(2), price: $0.text(4), stock: $0.number(6)))
    },
    StepForm("given", "a", "product", .string("NAME"), "priced", .price) {
      .setup(.product(name: $0.text(2), price: $0.text(4)))
    },
    StepForm("given", "a", "user", .string("EMAIL"), "with", "password", .string("PW")) {
      .setup(.user(email: $0.text(2), password: $0.text(5)))
    },
    StepForm("given", "signed", "in", "as", .string("EMAIL")) {
      .setup(.signedIn(email: $0.text(3)))
    },
    StepForm("given", "the", "catalog", "cannot", "be", "read") { _ in
      .setup(.catalogUnreadable)
    },
    StepForm("given", "the", "catalog", "cannot", "be", "written") { _ in
      .setup(.catalogUnwritable)
    },
    StepForm("given", "a", "remembered", "email", .string("EMAIL")) {
      .setup(.rememberedEmail($0.text(3)))
    },
  ]

  static let actions: [StepForm] = [
    StepForm("type", .string("TEXT"), "into", .identifier) {
      .action(.type($0.text(0), into: $0.text(2)))
    },
    StepForm("clear", .identifier) { .action(.clear($0.text(0))) },
    StepForm("tap", "row", .rowNumber, "of", .identifier) {
      .action(.tapRow($0.number(1), of: $0.text(3)))
    },
    StepForm("tap", "alert", "button", .string("TITLE")) { .action(.tapAlertButton($0.text(2))) },
    StepForm("tap", .identifier) { .action(.tap($0.text(0))) },
    StepForm("select", .string("SEGMENT"), "in", .identifier) {
      .action(.select($0.text(0), in: $0.text(2)))
    },
    StepForm("press", "return", "in", .identifier) { .action(.pressReturn(in: $0.text(2))) },
    StepForm("wait", .duration) { .action(.wait($0.duration(0))) },
    StepForm("switch", .identifier, "on") { .action(.setSwitch($0.text(0), on: true)) },
    StepForm("switch", .identifier, "off") { .action(.setSwitch($0.text(0), on: false)) },
  ]

  static let expectations: [StepForm] = [
    StepForm("expect", "screen", .screen) { .expectation(.screen($0.text(1))) },
    StepForm("expect", "no", "alert") { _ in .expectation(.noAlert) },
    StepForm("expect", "alert", .string("TITLE"), "message", .string("MESSAGE")) {
      .expectation(.alert(title: $0.text(1), message: $0.text(3)))
    },
    StepForm("expect", "alert", .string("TITLE")) {
      .expectation(.alert(title: $0.text(1), message: nil))
    },
    StepForm("expect", "row", .rowNumber, "of", .identifier, .string("TITLE"), .string("DETAIL")) {
      .expectation(.row($0.number(1), of: $0.text(3), title: $0.text(4), detail: $0.text(5)))
    },
    StepForm("expect", .identifier, "text", .string("TEXT")) {
      .expectation(.text($0.text(0), $0.text(2)))
    },
    StepForm("expect", .identifier, "placeholder", .string("TEXT")) {
      .expectation(.placeholder($0.text(0), $0.text(2)))
    },
    StepForm("expect", .identifier, "enabled") { .expectation(.enabled($0.text(0), true)) },
    StepForm("expect", .identifier, "disabled") { .expectation(.enabled($0.text(0), false)) },
    StepForm("expect", .identifier, "visible") { .expectation(.visible($0.text(0), true)) },
    StepForm("expect", .identifier, "hidden") { .expectation(.visible($0.text(0), false)) },
    StepForm("expect", .identifier, "focused") { .expectation(.focused($0.text(0))) },
    StepForm("expect", .identifier, "selected", .string("SEGMENT")) {
      .expectation(.selected($0.text(0), $0.text(2)))
    },
    StepForm("expect", .identifier, "rows", .count) {
      .expectation(.rows($0.text(0), $0.number(2)))
    },
    StepForm("expect", .identifier, "on") { .expectation(.isOn($0.text(0), true)) },
    StepForm("expect", .identifier, "off") { .expectation(.isOn($0.text(0), false)) },
  ]
}

nonisolated extension [StepForm.Value] {
  /// The text in slot `index + 1`: `index` counts the slots after the verb, keywords included.
  fileprivate func text(_ index: Int) -> String {
    if case .text(let text) = self[index + 1] { text } else { "" }
  }

  fileprivate func number(_ index: Int) -> Int {
    if case .number(let number) = self[index + 1] { number } else { 0 }
  }

  fileprivate func duration(_ index: Int) -> Duration {
    if case .duration(let duration) = self[index + 1] { duration } else { .zero }
  }
}
