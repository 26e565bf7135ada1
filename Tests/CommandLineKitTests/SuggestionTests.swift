import Assertions
import Testing

@testable import CommandLineKit

struct SuggestionTests {
  @Test func aTypoOfAKnownWordIsSuggestedButAFarWordIsNot() {
    let subcommands = ["run", "report", "list", "show", "play", "grade"]
    assertEqual(Suggestion.closest(to: "rnu", in: subcommands), ["run"])
    assertEqual(Suggestion.closest(to: "REPROT", in: subcommands), ["report"])
    assertEqual(Suggestion.closest(to: "frobnicate", in: subcommands), [])
    // The word itself is no suggestion; a third of it may be wrong, no more.
    assertEqual(Suggestion.closest(to: "run", in: subcommands), [])
    assertEqual(
      Suggestion.closest(to: "serch-debounce", in: ["search-debounce", "stock"]),
      [
        "search-debounce"
      ])
    assertEqual(
      Suggestion.closest(to: "sdarch-dbounce", in: ["search-debounce"]),
      [
        "search-debounce"
      ])
  }

  @Test func suggestionsComeBestFirstUpToTheLimit() {
    assertEqual(Suggestion.closest(to: "mvpp", in: ["mvc", "mvp", "mvvm"]), ["mvp"])
    assertEqual(Suggestion.closest(to: "mvv", in: ["mvc", "mvp", "mvvm"]), ["mvc", "mvp", "mvvm"])
    assertEqual(Suggestion.closest(to: "mvv", in: ["mvc", "mvp", "mvvm"], limit: 1), ["mvc"])
  }

  @Test func editDistanceCountsASwapOfNeighboursAsOneEdit() {
    assertEqual(Suggestion.editDistance(Array("rnu"), Array("run")), 1)
    assertEqual(Suggestion.editDistance(Array("kitten"), Array("sitting")), 3)
    assertEqual(Suggestion.editDistance(Array(""), Array("abc")), 3)
  }

  @Test func aPartOfANameWithATypoFindsTheNamesThatContainItsFix() {
    let names = [
      "A wrong password empties only the password", "Sorting by price", "Five family emoji",
    ]
    assertEqual(Suggestion.containing(close: "wrong pasword", in: names), [names[0]])
    assertEqual(Suggestion.containing(close: "by prise", in: names), [names[1]])
    assertEqual(Suggestion.containing(close: "nothing like it", in: names), [])
  }

  @Test func theSentenceListsOneOrSeveralNames() {
    assertEqual(Suggestion.sentence([]), "")
    assertEqual(Suggestion.sentence(["run"]), ". Did you mean 'run'?")
    assertEqual(Suggestion.sentence(["a", "b", "c"]), ". Did you mean 'a', 'b' or 'c'?")
  }

  @Test func usageErrorsForUnknownWordsSuggestTheClosest() {
    assertEqual(
      UsageError.unknown("pattern", "mvcc", among: ["mvc", "mvp", "all"]),
      UsageError("Unknown pattern 'mvcc'; expected one of: mvc, mvp, all. Did you mean 'mvc'?")
    )
    assertEqual(
      UsageError.unknown("pattern", "smalltalk", among: ["mvc", "all"]),
      UsageError("Unknown pattern 'smalltalk'; expected one of: mvc, all"))
  }
}
