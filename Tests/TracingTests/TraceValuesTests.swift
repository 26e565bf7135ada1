import Assertions
import Testing

@testable import Tracing

/// How a trace words what a runtime reports: values in a few words (`TraceValueText`), the
/// fields a reduction changed (`StateChanges`), runs of alike actions folded (`ActionRuns`),
/// and long labels wrapped (`TraceText`).
struct TraceValuesTests {
  struct Secret: CustomStringConvertible {
    var text: String
    var description: String { String(repeating: "•", count: text.count) }
  }
  struct Form: Equatable {
    var email = ""
    var isBusy = false
    var field: Field?
  }
  enum Field: Equatable { case email, password }
  enum Screen { case form(Form), list([Int]) }
  struct App {
    var path: [Screen]
    var secret = Secret(text: "")
    var note = Note(title: "", lines: [])
  }
  struct Note { var title: String; var lines: [String] }
  struct Big { var a = 1, b = 2, c = 3, d = 4 }
  enum Action { case typed(String), tapped, answered(Result<[Int], Never>), moved(x: Int, y: Int) }

  @Test func valuesReadAsCodeWithCollectionsCountedAndBigStructsNamedOnly() {
    assertEqual(TraceValueText.describe(Action.typed("ada")), "typed(\"ada\")")
    assertEqual(TraceValueText.describe(Action.tapped), "tapped")
    assertEqual(
      TraceValueText.describe(Action.answered(.success([1, 2]))), "answered(success([2 items]))")
    assertEqual(TraceValueText.describe(Action.moved(x: 1, y: 2)), "moved(x: 1, y: 2)")
    assertEqual(TraceValueText.describe(Optional<Field>.none as Any), "nil")
    assertEqual(TraceValueText.describe(Optional(Field.password) as Any), "password")
    assertEqual(TraceValueText.describe(Secret(text: "pw")), "••")
    assertEqual(TraceValueText.describe(Secret(text: "")), "\"\"")
    assertEqual(
      TraceValueText.describe(Note(title: "Hi", lines: ["a"])),
      "Note(title: \"Hi\", lines: [1 item])")
    assertEqual(TraceValueText.describe(Big()), "Big(…)")
    assertEqual(TraceValueText.describe([Int]()), "[]")
    assertEqual(
      TraceValueText.describe(String(repeating: "x", count: 45)),
      "\"" + String(repeating: "x", count: 40) + "…\"")
  }

  @Test func changesAreTheFieldsThatDifferGroupedByTheFieldThatHoldsThem() {
    let before = App(path: [.form(Form())])
    var after = App(path: [.form(Form(email: "a@b.c", isBusy: true, field: .email))])
    after.secret = Secret(text: "abc")
    assertEqual(
      StateChanges.between(before, after).summary,
      "path[0].form: email = \"a@b.c\", isBusy = true, field = email; secret = •••")
    assertEqual(StateChanges.between(before, before).summary, "nothing")
  }

  @Test func aShortCollectionChangesItemByItemALongOneByItsSize() {
    let one = App(path: [.form(Form())])
    let pushed = App(path: [.form(Form()), .list([1, 2, 3, 4])])
    assertEqual(StateChanges.between(one, pushed).summary, "path[1] = list([4 items])")
    assertEqual(StateChanges.between(pushed, one).summary, "path[1] = removed")
    let replaced = App(path: [.list([])])
    assertEqual(StateChanges.between(one, replaced).summary, "path[0] = list([])")
    let many = App(path: [.list([1, 2, 3, 4])])
    let fewer = App(path: [.list([1])])
    assertEqual(StateChanges.between(many, fewer).summary, "path[0].list = [1 item]")
    var titled = one
    titled.note = Note(title: "New", lines: ["a"])
    assertEqual(
      StateChanges.between(one, titled).summary, "note: title = \"New\", lines[0] = \"a\"")
  }

  static func message(
    _ label: String, _ depth: Int = 1, from: String = "View", to: String = "Store"
  )
    -> TraceMessage
  {
    TraceMessage(from: from, to: to, label: label, depth: depth)
  }

  @Test func aRunOfAlikeActionsFoldsIntoItsLastAndADifferentOneEndsIt() {
    var runs = ActionRuns()
    var messages: [TraceMessage] = []
    func send(_ text: String, extra: [TraceMessage] = []) {
      messages.append(Self.message("send typed(\"\(text)\")"))
      let index = runs.actionSent(at: messages.count - 1, in: &messages)
      assertEqual(messages[index].label, "send typed(\"\(text)\")")
      messages.append(
        Self.message(
          "typed(\"\(text)\") changed text = \"\(text)\"", 2, from: "Store", to: "Reducers"))
      messages += extra
    }
    send("a")
    send("ab")
    send("abc")
    send("abcd", extra: [Self.message("render", 2, from: "Store", to: "View")])
    send("abcde")
    runs.stepEnded(in: &messages)
    assertEqual(
      messages.map(\.label),
      [
        "send typed(\"abc\") (the last of 3 alike)", "typed(\"abc\") changed text = \"abc\"",
        "send typed(\"abcd\")", "typed(\"abcd\") changed text = \"abcd\"", "render",
        "send typed(\"abcde\")", "typed(\"abcde\") changed text = \"abcde\"",
      ])
  }

  @Test func aLongLabelWrapsUnderItsStartOrOnALineOfItsOwn() {
    assertEqual(
      TraceText.wrapped("  A → B: ", "one two three four", width: 20),
      [
        "  A → B: one two", "         three four",
      ])
    assertEqual(TraceText.wrapped("  A → B: ", "short", width: 20), ["  A → B: short"])
    assertEqual(
      TraceText.wrapped("  Alpha → Beta: ", "one two three", width: 20),
      [
        "  Alpha → Beta:", "      one two three",
      ])
  }
}
