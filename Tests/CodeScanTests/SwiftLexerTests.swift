import Assertions
import CodeScan
import Testing

struct SwiftLexerTests {
  /// The names in `source`'s code, in order.
  func names(_ source: String) -> [String] {
    SwiftLexer.tokens(source).filter { $0.kind == .identifier }.map(\.text)
  }

  @Test func commentsOfEveryKindAreSkipped() {
    let source = """
      let a = 1 // exit(0)
      /// exit(0)
      /* exit /* nested exit */ still exit */ let b = 2
      /** exit */
      """
    assertEqual(names(source), ["let", "a", "let", "b"])
  }

  @Test func stringContentsAreOneTokenAndNotCode() {
    let tokens = SwiftLexer.tokens(#"print("exit(0) // not a comment") ; x"#)
    assertEqual(tokens.map(\.text), ["print", "(", "exit(0) // not a comment", ")", ";", "x"])
    assertEqual(tokens[2].kind, .string)
  }

  @Test func theCodeOfInterpolationsIsScannedToAnyDepth() {
    assertEqual(names(#""a \(exit(0)) b""#), ["exit"])
    assertEqual(names(#""\("\(inner("\(deepest)"))")" ; after"#), ["inner", "deepest", "after"])
    assertEqual(names(#""\(f(g(x)))" + y"#), ["f", "g", "x", "y"])
  }

  @Test func rawStringsInterpolateOnlyWithTheirHashes() {
    #expect(names(##"#"\(exit(0))"#"##).isEmpty)
    assertEqual(names(##"#"\#(exit(0))"#"##), ["exit"])
    let tokens = SwiftLexer.tokens(###"##"a"#b"## + c"###)
    assertEqual(tokens.map(\.text), [##"a"#b"##, "+", "c"])
  }

  @Test func multiLineStringsHoldQuotesAndNewlines() {
    let source = #"""
      let s = """
        "exit(0)" and ""quotes""
        \(open(path))
        """
      done()
      """#
    assertEqual(names(source), ["let", "s", "open", "path", "done"])
    assertEqual(SwiftLexer.tokens(source).last { $0.text == "done" }?.line, 5)
  }

  @Test func escapesNeverEndAString() {
    assertEqual(names(#""a\"exit\\" ; b"#), ["b"])
    assertEqual(names(#""\\" ; exit"#), ["exit"])
  }

  @Test func aSingleLineStringEndsAtItsLineAsTheCompilerSays() {
    assertEqual(names("let s = \"open\nexit(0)"), ["let", "s", "exit"])
  }

  @Test func backquotedNamesAreTheName() {
    let tokens = SwiftLexer.tokens("`exit`(0); `some name`")
    assertEqual(
      tokens[0], SwiftToken(kind: .identifier, text: "exit", line: 1, column: 1, isBackquoted: true)
    )
    assertEqual(tokens.last?.text, "some name")
  }

  @Test func positionsAreLinesAndByteColumns() {
    let tokens = SwiftLexer.tokens("let é = 1\n  exit(0)\r\nb\rc")
    assertEqual(tokens.first { $0.text == "=" }.map { [$0.line, $0.column] }, [1, 8])
    assertEqual(tokens.first { $0.text == "exit" }.map { [$0.line, $0.column] }, [2, 3])
    assertEqual(tokens.first { $0.text == "b" }.map { [$0.line, $0.column] }, [3, 1])
    assertEqual(tokens.first { $0.text == "c" }.map { [$0.line, $0.column] }, [4, 1])
  }

  @Test func aCarriageReturnEndsALineCommentAsItDoesForTheCompiler() {
    assertEqual(names("// note\rexit(0)"), ["exit"])
  }

  @Test func attributesAndPoundNamesKeepTheirSign() {
    let tokens = SwiftLexer.tokens("@_silgen_name(\"exit\") #filePath ## x")
    assertEqual(
      tokens.map(\.text), ["@_silgen_name", "(", "exit", ")", "#filePath", "#", "#", "x"])
    assertEqual(
      tokens.map(\.kind),
      [
        .attribute, .punctuation, .string, .punctuation, .pound, .punctuation, .punctuation,
        .identifier,
      ])
  }

  @Test func regexLiteralsAreFoundWithTheCompilersRules() {
    // A quote inside a regex literal opens no string: the call after it is code.
    assertEqual(names(#"let r = /"/; exit(0)"#), ["let", "r", "exit"])
    assertEqual(names(##"let r = #/"/#; exit(0)"##), ["let", "r", "exit"])
    assertEqual(names(#"return /a"/ ; exit(0)"#), ["return", "exit"])
    assertEqual(
      SwiftLexer.tokens(#"x = (/a+/)"#).map(\.kind),
      [
        .identifier, .operator, .punctuation, .regex, .punctuation,
      ])
    // Division stays division.
    assertEqual(names("a / b / c; d/e/f"), ["a", "b", "c", "d", "e", "f"])
    assertEqual(SwiftLexer.tokens("(a) / 2").map(\.kind).contains(.regex), false)
    // Heuristics: an unbalanced `)`, a space before the closing `/`, a comment after it.
    assertEqual(names("f(/x) + y /"), ["f", "x", "y"])
    assertEqual(names("x = [/a /] + b"), ["x", "a", "b"])
  }

  @Test func operatorsStopAtACommentAndDotsMakeRangeOperators() {
    assertEqual(SwiftLexer.tokens("a ..< b +// c").map(\.text), ["a", "..<", "b", "+"])
    assertEqual(SwiftLexer.tokens("x?.y!.z").map(\.text), ["x", "?", ".", "y", "!", ".", "z"])
  }

  @Test func unterminatedLiteralsAndCommentsStillEnd() {
    #expect(SwiftLexer.tokens("/* never closed exit").isEmpty)
    assertEqual(SwiftLexer.tokens("\"\"\"\nnever closed exit").map(\.kind), [.string])
    assertEqual(SwiftLexer.tokens("#/never closed\nexit").map(\.text), ["#/never closed", "exit"])
    assertEqual(SwiftLexer.tokens("`").map(\.kind), [.punctuation])
  }

  @Test func randomBytesNeverCrashOrHangAndPositionsStayInTheText() {
    var generator = SplitMix(seed: 25)
    let alphabet = Array("ab_ 1\\\"#/*()`{}@.\n\r\t".utf8) + [0, 0xC3, 0xA9, 0xFF]
    for round in 0..<3_000 {
      let length = Int(generator.next() % 300)
      let bytes = (0..<length).map { _ in
        round.isMultiple(of: 2)
          ? UInt8(truncatingIfNeeded: generator.next())
          : alphabet[Int(generator.next() % UInt64(alphabet.count))]
      }
      let text = String(decoding: bytes, as: UTF8.self)
      let tokens = SwiftLexer.tokens(text)
      let lines = text.utf8.reduce(1) { $0 + ($1 == 10 || $1 == 13 ? 1 : 0) }
      #expect(tokens.allSatisfy { $0.line >= 1 && $0.line <= lines && $0.column >= 1 })
      #expect(
        zip(tokens, tokens.dropFirst()).allSatisfy { ($0.line, $0.column) <= ($1.line, $1.column) })
    }
  }
}

/// A small seeded generator, so that a fuzz failure repeats.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
