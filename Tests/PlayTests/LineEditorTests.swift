import Expectations
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
    expectEqual(editor.text, "tap login.submIt")
    expectEqual(editor.cursor, 15)
    _ = editor.feed([1])
    _ = editor.feed(bytes("x"))
    expectEqual(editor.text, "xtap login.submIt")
    expectEqual(editor.feed(13), .submitted("xtap login.submIt"))
    expectEqual(editor.text, "")
  }

  @Test func multiByteCharactersAreOneCharacter() {
    var editor = LineEditor()
    _ = editor.feed(bytes("type \"Bàn マ\""))
    expectEqual(editor.text, "type \"Bàn マ\"")
    _ = editor.feed([127, 127])
    expectEqual(editor.text, "type \"Bàn ")
  }

  @Test func upAndDownRecallHistoryAndKeepTheDraft() {
    var editor = LineEditor()
    _ = editor.feed(bytes("tap a\rtap b\rdraft"))
    _ = editor.feed(bytes("\u{1B}[A"))
    expectEqual(editor.text, "tap b")
    _ = editor.feed(bytes("\u{1B}[A"))
    expectEqual(editor.text, "tap a")
    expectEqual(editor.feed(bytes("\u{1B}[A")), [])
    _ = editor.feed(bytes("\u{1B}[B\u{1B}[B"))
    expectEqual(editor.text, "draft")
    expectEqual(editor.history.entries, ["tap a", "tap b"])
  }

  @Test func controlKeys() {
    var editor = LineEditor()
    expectEqual(editor.feed(4), .endOfInput)
    _ = editor.feed(bytes("tap login.submit"))
    _ = editor.feed([23])
    expectEqual(editor.text, "tap ")
    expectEqual(editor.feed(9), .completionRequested)
    expectEqual(editor.feed(3), .interrupted(wasEmpty: false))
    expectEqual(editor.feed(3), .interrupted(wasEmpty: true))
  }

  @Test func tabCompletesAUniqueIdWithASpace() {
    let ids = ["login.email", "login.password", "login.submit"]
    let result = PlayCompletion.complete("type \"a\" into login.p", cursor: 22, ids: ids)
    expectEqual(result, .init(line: "type \"a\" into login.password ", cursor: 29, candidates: []))
  }

  @Test func tabCompletesSeveralToTheirCommonPrefixAndListsThem() {
    let ids = ["login.email", "login.password", "login.submit"]
    let result = PlayCompletion.complete("tap lo", cursor: 6, ids: ids)
    expectEqual(result.line, "tap login.")
    expectEqual(result.candidates, ids)
    let word = PlayCompletion.complete("ty", cursor: 2, ids: [])
    expectEqual(word.line, "type ")
    let command = PlayCompletion.complete(":ex", cursor: 3, ids: [])
    expectEqual(command.line, ":expect ")
  }

  @Test func tabDoesNothingInsideQuotes() {
    let result = PlayCompletion.complete("type \"ty", cursor: 8, ids: [])
    expectEqual(result, .init(line: "type \"ty", cursor: 8, candidates: []))
  }
}
