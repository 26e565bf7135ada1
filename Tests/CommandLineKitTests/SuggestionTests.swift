import Expectations
import Testing

@testable import CommandLineKit

struct SuggestionTests {
  @Test func aTypoOfAKnownWordIsSuggestedButAFarWordIsNot() {
    let subcommands = ["run", "report", "list", "show", "play", "grade"]
    expectEqual(Suggestion.closest(to: "rnu", in: subcommands), ["run"])
    expectEqual(Suggestion.closest(to: "REPROT", in: subcommands), ["report"])
    expectEqual(Suggestion.closest(to: "frobnicate", in: subcommands), [])
    // The word itself is no suggestion; a third of it may be wrong, no more.
    expectEqual(Suggestion.closest(to: "run", in: subcommands), [])
    expectEqual(
      Suggestion.closest(to: "serch-debounce", in: ["search-debounce", "stock"]),
      [
        "search-debounce"
      ])
    expectEqual(
      Suggestion.closest(to: "sdarch-dbounce", in: ["search-debounce"]),
      [
        "search-debounce"
      ])
  }

  @Test func suggestionsComeBestFirstUpToTheLimit() {
    expectEqual(Suggestion.closest(to: "mvpp", in: ["mvc", "mvp", "mvvm"]), ["mvp"])
    expectEqual(Suggestion.closest(to: "mvv", in: ["mvc", "mvp", "mvvm"]), ["mvc", "mvp", "mvvm"])
    expectEqual(Suggestion.closest(to: "mvv", in: ["mvc", "mvp", "mvvm"], limit: 1), ["mvc"])
  }

  @Test func editDistanceCountsASwapOfNeighboursAsOneEdit() {
    expectEqual(Suggestion.editDistance(Array("rnu"), Array("run")), 1)
    expectEqual(Suggestion.editDistance(Array("kitten"), Array("sitting")), 3)
    expectEqual(Suggestion.editDistance(Array(""), Array("abc")), 3)
  }

  @Test func aPartOfANameWithATypoFindsTheNamesThatContainItsFix() {
    let names = [
      "A wrong password empties only the password", "Sorting by price", "Five family emoji",
    ]
    expectEqual(Suggestion.containing(close: "wrong pasword", in: names), [names[0]])
    expectEqual(Suggestion.containing(close: "by prise", in: names), [names[1]])
    expectEqual(Suggestion.containing(close: "nothing like it", in: names), [])
  }

  @Test func theSentenceListsOneOrSeveralNames() {
    expectEqual(Suggestion.sentence([]), "")
    expectEqual(Suggestion.sentence(["run"]), ". Did you mean 'run'?")
    expectEqual(Suggestion.sentence(["a", "b", "c"]), ". Did you mean 'a', 'b' or 'c'?")
  }

  @Test func usageErrorsForUnknownWordsSuggestTheClosest() {
    expectEqual(
      UsageError.unknown("pattern", "mvcc", among: ["mvc", "mvp", "all"]),
      UsageError("Unknown pattern 'mvcc'; expected one of: mvc, mvp, all. Did you mean 'mvc'?")
    )
    expectEqual(
      UsageError.unknown("pattern", "smalltalk", among: ["mvc", "all"]),
      UsageError("Unknown pattern 'smalltalk'; expected one of: mvc, all"))
  }
}
