import Assertions
import Testing

@testable import Play

/// The line editor, history and completion of `patterns play`.
struct LineEditorTests {
  func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func typingEditingAndEnterSubmitTheLine() {
    var editor = LineEditor()
    _ = editor.feed(bytes("tap login.submitt"))
    _ = editor.feed([127])
    _ = editor.feed(bytes("\u{1B}[D\u{1B}[D\u{1B}[3~I"))
    assertEqual(editor.text, "tap login.submIt")
    assertEqual(editor.cursor, 15)
    _ = editor.feed([1])
    _ = editor.feed(bytes("x"))
    assertEqual(editor.text, "xtap login.submIt")
    assertEqual(editor.feed(13), .submitted("xtap login.submIt"))
    assertEqual(editor.text, "")
  }

  @Test func multiByteCharactersAreOneCharacter() {
    var editor = LineEditor()
    _ = editor.feed(bytes("type \"Bàn マ\""))
    assertEqual(editor.text, "type \"Bàn マ\"")
    _ = editor.feed([127, 127])
    assertEqual(editor.text, "type \"Bàn ")
  }

  @Test func upAndDownRecallHistoryAndKeepTheDraft() {
    var editor = LineEditor()
    _ = editor.feed(bytes("tap a\rtap b\rdraft"))
    _ = editor.feed(bytes("\u{1B}[A"))
    assertEqual(editor.text, "tap b")
    _ = editor.feed(bytes("\u{1B}[A"))
    assertEqual(editor.text, "tap a")
    assertEqual(editor.feed(bytes("\u{1B}[A")), [])
    _ = editor.feed(bytes("\u{1B}[B\u{1B}[B"))
    assertEqual(editor.text, "draft")
    assertEqual(editor.history.entries, ["tap a", "tap b"])
  }

  @Test func controlKeys() {
    var editor = LineEditor()
    assertEqual(editor.feed(4), .endOfInput)
    _ = editor.feed(bytes("tap login.submit"))
    _ = editor.feed([23])
    assertEqual(editor.text, "tap ")
    assertEqual(editor.feed(9), .completionRequested)
    assertEqual(editor.feed(3), .interrupted(wasEmpty: false))
    assertEqual(editor.feed(3), .interrupted(wasEmpty: true))
  }

  @Test func tabCompletesAUniqueIdWithASpace() {
    let ids = ["login.email", "login.password", "login.submit"]
    let result = PlayCompletion.complete("type \"a\" into login.p", cursor: 22, ids: ids)
    assertEqual(result, .init(line: "type \"a\" into login.password ", cursor: 29, candidates: []))
  }

  @Test func tabCompletesSeveralToTheirCommonPrefixAndListsThem() {
    let ids = ["login.email", "login.password", "login.submit"]
    let result = PlayCompletion.complete("tap lo", cursor: 6, ids: ids)
    assertEqual(result.line, "tap login.")
    assertEqual(result.candidates, ids)
    let word = PlayCompletion.complete("ty", cursor: 2, ids: [])
    assertEqual(word.line, "type ")
    let command = PlayCompletion.complete(":ex", cursor: 3, ids: [])
    assertEqual(command.line, ":expect ")
  }

  @Test func tabDoesNothingInsideQuotes() {
    let result = PlayCompletion.complete("type \"ty", cursor: 8, ids: [])
    assertEqual(result, .init(line: "type \"ty", cursor: 8, candidates: []))
  }
}
