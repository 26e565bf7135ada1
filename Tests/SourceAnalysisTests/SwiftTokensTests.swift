import Assertions
import Testing

@testable import SourceAnalysis

struct SwiftTokensTests {
  @Test func asciiCharactersAreClassedAsUnicodesPropertiesClassThem() {
    for byte in UInt8(0)...127 {
      let character = Character(Unicode.Scalar(byte))
      assertEqual(SwiftTokens.isWhitespace(character), character.isWhitespace, "byte \(byte)")
      assertEqual(
        SwiftTokens.isIdentifierCharacter(character),
        character == "_" || character.isLetter || character.isNumber, "byte \(byte)")
    }
    #expect(SwiftTokens.isWhitespace("\r\n"))
  }

  @Test func nonASCIICharactersAreIdentifierCharactersUnlessTheyAreWhitespace() {
    #expect(SwiftTokens.isIdentifierCharacter("é"))
    #expect(SwiftTokens.isIdentifierCharacter("🙂"))
    #expect(SwiftTokens.isWhitespace("\u{3000}"))
    #expect(!SwiftTokens.isWhitespace("é"))
  }

  @Test func codeSplitsIntoIdentifiersAttributesAndSinglePunctuation() {
    assertEqual(
      SwiftTokens.tokens("let café = @Test #if x.y\r\n`class` \u{3000} z"),
      ["let", "café", "=", "@Test", "#if", "x", ".", "y", "`class`", "z"])
  }
}
