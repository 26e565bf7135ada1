import Testing

@testable import CommandLineKit

struct SuggestionTests {
  @Test func aTypoOfAKnownWordIsSuggestedButAFarWordIsNot() {
    let subcommands = ["run", "report", "list", "show", "play", "grade"]
    #expect(Suggestion.closest(to: "rnu", in: subcommands) == ["run"])
    #expect(Suggestion.closest(to: "REPROT", in: subcommands) == ["report"])
    #expect(Suggestion.closest(to: "frobnicate", in: subcommands) == [])
    // The word itself is no suggestion; a third of it may be wrong, no more.
    #expect(Suggestion.closest(to: "run", in: subcommands) == [])
    #expect(
      Suggestion.closest(to: "serch-debounce", in: ["search-debounce", "stock"]) == [
        "search-debounce"
      ])
    #expect(
      Suggestion.closest(to: "sdarch-dbounce", in: ["search-debounce"]) == [
        "search-debounce"
      ])
  }

  @Test func suggestionsComeBestFirstUpToTheLimit() {
    #expect(Suggestion.closest(to: "mvpp", in: ["mvc", "mvp", "mvvm"]) == ["mvp"])
    #expect(Suggestion.closest(to: "mvv", in: ["mvc", "mvp", "mvvm"]) == ["mvc", "mvp", "mvvm"])
    #expect(Suggestion.closest(to: "mvv", in: ["mvc", "mvp", "mvvm"], limit: 1) == ["mvc"])
  }

  @Test func editDistanceCountsASwapOfNeighboursAsOneEdit() {
    #expect(Suggestion.editDistance(Array("rnu"), Array("run")) == 1)
    #expect(Suggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
    #expect(Suggestion.editDistance(Array(""), Array("abc")) == 3)
  }

  @Test func aPartOfANameWithATypoFindsTheNamesThatContainItsFix() {
    let names = [
      "A wrong password empties only the password", "Sorting by price", "Five family emoji",
    ]
    #expect(Suggestion.containing(close: "wrong pasword", in: names) == [names[0]])
    #expect(Suggestion.containing(close: "by prise", in: names) == [names[1]])
    #expect(Suggestion.containing(close: "nothing like it", in: names) == [])
  }

  @Test func theSentenceListsOneOrSeveralNames() {
    #expect(Suggestion.sentence([]) == "")
    #expect(Suggestion.sentence(["run"]) == ". Did you mean 'run'?")
    #expect(Suggestion.sentence(["a", "b", "c"]) == ". Did you mean 'a', 'b' or 'c'?")
  }

  @Test func usageErrorsForUnknownWordsSuggestTheClosest() {
    #expect(
      UsageError.unknown("pattern", "mvcc", among: ["mvc", "mvp", "all"])
        == UsageError("Unknown pattern 'mvcc'; expected one of: mvc, mvp, all. Did you mean 'mvc'?")
    )
    #expect(
      UsageError.unknown("pattern", "smalltalk", among: ["mvc", "all"])
        == UsageError("Unknown pattern 'smalltalk'; expected one of: mvc, all"))
  }
}
