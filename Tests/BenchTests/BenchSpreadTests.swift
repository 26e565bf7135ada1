import Assertions
import Testing

@testable import Bench

struct BenchSpreadTests {
  @Test func anOddCountTakesTheMiddleValueWhateverTheOrder() throws {
    let spread = try #require(BenchSpread([5, 1, 3]))
    assertEqual(spread, BenchSpread(min: 1, median: 3, max: 5))
  }

  @Test func anEvenCountTakesTheMeanOfTheTwoMiddleValues() throws {
    let spread = try #require(BenchSpread([4, 10, 1, 2]))
    assertEqual(spread, BenchSpread(min: 1, median: 3, max: 10))
  }

  @Test func oneRoundIsItsOwnMinMedianAndMax() throws {
    try assertEqual(#require(BenchSpread([2.5])), BenchSpread(min: 2.5, median: 2.5, max: 2.5))
  }

  @Test func noRoundIsNoSpread() {
    #expect(BenchSpread([]) == nil)
  }

  @Test func scalingScalesEachFigure() {
    assertEqual(
      BenchSpread(min: 0.001, median: 0.002, max: 0.004).scaled(by: 1_000),
      BenchSpread(min: 1, median: 2, max: 4))
  }

  @Test func roundsInterleaveTheSubjectsOneSampleEachPerRound() throws {
    var calls: [String] = []
    let samples = try BenchTimer.interleave(
      rounds: 2,
      ["a", "b", "raw"].enumerated().map { index, name in
        {
          calls.append(name)
          return Double(index + calls.count)
        }
      })
    assertEqual(calls, ["a", "b", "raw", "a", "b", "raw"])
    assertEqual(samples, [[1, 4], [3, 6], [5, 8]])
  }

  @Test func ratiosDivideEachRoundByTheSameRoundsBaseline() {
    assertEqual(BenchTimer.ratios([2, 3, 5], to: [1, 2, 4]), [2, 1.5, 1.25])
  }

  @Test func heapInUseIsTheSystemsHeapLessFreeChunksPlusMappedBlocks() {
    let xml = """
      <malloc version="1">
      <heap nr="0">
      <total type="fast" count="9" size="999"/>
      <system type="current" size="999999"/>
      </heap>
      <total type="fast" count="2" size="100"/>
      <total type="rest" count="3" size="1000"/>
      <total type="mmap" count="1" size="4096"/>
      <system type="current" size="20000"/>
      <system type="max" size="30000"/>
      </malloc>
      """
    assertEqual(HeapUsage.inUse(fromMallocInfo: xml), 20_000 - 100 - 1_000 + 4_096)
    #expect(HeapUsage.inUse(fromMallocInfo: "<malloc/>") == nil)
  }

  @Test func textFiguresGroupThousandsAndKeepTheirDecimals() {
    assertEqual(BenchTextReport.number(1234.567), "1,234.57")
    assertEqual(BenchTextReport.number(0.05), "0.05")
    assertEqual(BenchTextReport.number(99.5, 0), "100")
    assertEqual(BenchTextReport.grouped(100_000), "100,000")
    assertEqual(
      BenchTextReport.spread(BenchSpread(min: 1, median: 1.5, max: 12)), "1.50 (1.00–12.00)")
  }
}
