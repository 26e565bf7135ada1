import Assertions
import Classroom
import Foundation
import Testing

@testable import Grading

/// The score and outcome of a check report: what the work earns and what it does.
struct CheckReportTests {
  private func report(_ results: [CheckResult], status: CheckReport.Status = .checked)
    -> CheckReport
  {
    CheckReport(exercise: "greet", pattern: "fake", status: status, results: results)
  }

  private let built = CheckResult(name: "builds", kind: .build, verdict: .passed)
  private let lintPassed = CheckResult(name: "lint", kind: .lint, verdict: .passed)

  @Test func theScoreIsTheTaskShareTimesTheRegressionShareTimesTheLint() {
    let work = report([
      built,
      CheckResult(
        name: "exercise scenarios", kind: .task, verdict: .failed(why: ["✗ one"]), passed: 3,
        total: 4),
      CheckResult(
        name: "regression suite", kind: .regression, verdict: .failed(why: ["✗ x"]), passed: 9,
        total: 10),
      CheckResult(name: "lint", kind: .lint, verdict: .failed(why: ["a.swift:1: error: …"])),
    ])
    // 100 × 0.75 × 0.9 × 0.75 = 50.625
    assertEqual(work.score, 50)
    assertEqual(work.outcome, .wrong)
    #expect(
      work.text.hasSuffix(
        "Score: 50/100 (wrong behaviour) = 100 × 0.75 (task 3 of 4) × 0.90 (regression 9 of 10) × 0.75 (lint).\n"
      ))
  }

  @Test func itemsOfEveryTaskCheckCountTogether() {
    let work = report([
      built,
      CheckResult(name: "exercise scenarios", kind: .task, verdict: .passed, passed: 2, total: 2),
      CheckResult(
        name: "held-out scenarios", kind: .task, verdict: .failed(why: []), passed: 1, total: 6),
    ])
    assertEqual(work.score, 37)  // 3 of 8
  }

  @Test func noWorkARefusalAndAFailedBuildScoreZero() {
    assertEqual(report([], status: .noWork).score, 0)
    assertEqual(report([], status: .noWork).outcome, .noWork)
    let refused = report([], status: .refused(["A.swift:3:5: forbidden: exit (process-exit)"]))
    assertEqual(refused.score, 0)
    assertEqual(refused.outcome, .refused)
    #expect(refused.text.contains("    A.swift:3:5: forbidden: exit (process-exit)"))
    let broken = report([
      CheckResult(name: "builds", kind: .build, verdict: .failed(why: ["error: x"])),
      CheckResult(name: "regression suite", kind: .regression, verdict: .skipped, total: 0),
    ])
    assertEqual(broken.score, 0)
    assertEqual(broken.outcome, .doesNotBuild)
    #expect(broken.text.contains("SKIP  regression suite (the build failed)"))
    assertEqual(report([], status: .notGraded("the disk is full")).outcome, .notGraded)
  }

  @Test func aCrashAHangAndAWrongAnswerAreToldApart() {
    func failing(_ trouble: CheckResult.Trouble?) -> CheckReport {
      report([
        built,
        CheckResult(
          name: "exercise scenarios", kind: .task, verdict: .failed(why: []), passed: 1,
          total: 2, trouble: trouble),
      ])
    }
    assertEqual(failing(.crashed).outcome, .crashes)
    assertEqual(failing(.hung).outcome, .hangs)
    assertEqual(failing(.limit).outcome, .hitsALimit)
    assertEqual(failing(nil).outcome, .wrong)
    let layering = report([
      built,
      CheckResult(name: "exercise scenarios", kind: .task, verdict: .passed, passed: 2, total: 2),
      CheckResult(name: "lint", kind: .lint, verdict: .failed(why: [])),
    ])
    assertEqual(layering.outcome, .breaksLayering)
    assertEqual(layering.score, 75)
    let all = report([built, lintPassed])
    assertEqual(all.outcome, .passes)
    assertEqual(all.score, 100)
  }

  @Test func theMutantsCountInProportionToThoseKilled() {
    let tests = report([
      built,
      CheckResult(name: "tests pass on the real code", kind: .realCode, verdict: .passed),
      CheckResult(
        name: "mutants killed", kind: .mutation, verdict: .failed(why: []), passed: 2, total: 8),
    ])
    assertEqual(tests.score, 25)
  }

  @Test func allPassedNeedsEveryCheckAndAtLeastOne() {
    #expect(report([built]).allPassed)
    #expect(!report([]).allPassed)
    #expect(!report([built], status: .noWork).allPassed)
  }

  @Test func aReportCrossesJSONUnchanged() throws {
    let original = CheckReport(
      exercise: "e", pattern: "p", status: .refused(["x"]),
      results: [
        built,
        CheckResult(
          name: "tests", kind: .task, verdict: .failed(why: ["✘ x", "y"]), passed: 1, total: 3,
          trouble: .crashed),
      ],
      mutants: MutationScore(killed: 6, total: 8, survivors: ["a", "b"]))
    let back = try JSONDecoder().decode(
      CheckReport.self, from: JSONEncoder().encode(original))
    assertEqual(back, original)
  }

  @Test func theReportNamesEachSurvivorWithWhatItGetsWrong() {
    let score = MutationScore(
      killed: 6, total: 8, survivors: ["keeps-password", "clears-email"],
      descriptions: ["keeps-password": "a refusal keeps the password"])
    let work = CheckReport(
      exercise: "e", pattern: "p",
      results: [
        built,
        CheckResult(
          name: "mutants killed", kind: .mutation, verdict: .failed(why: ["killed 6 of 8"]),
          passed: 6, total: 8),
      ],
      mutants: score)
    #expect(
      work.text.hasSuffix(
        """
          FAIL  mutants killed (6 of 8)
                killed 6 of 8

        Mutants: 6 of 8 killed; survived: keeps-password (a refusal keeps the password), \
        clears-email.
        1 of 2 checks passed. Score: 75/100 (wrong behaviour) = 100 × 0.75 (task 6 of 8).

        """))
    assertEqual(MutationScore(killed: 8, total: 8, survivors: []).line, "Mutants: 8 of 8 killed.")
    var fooled = score
    fooled.controlsFailed = ["comments removed"]
    assertEqual(
      fooled.line,
      "Mutants: none count: the tests failed on the real file with its comments removed.")
  }

  @Test func aLongMutantsLineWrapsToFitATerminal() {
    let names = (1...8).map { "mutant-number-\($0)" }
    let score = MutationScore(
      killed: 0, total: 8, survivors: names,
      descriptions: ["mutant-number-1": "Login 7: a wrong password keeps the password"])
    let lines = score.wrappedLine(width: 60)
    #expect(lines.count > 2)
    #expect(lines.allSatisfy { $0.count <= 60 })
    assertEqual(
      lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " "), score.line)
  }

  @Test func aScoreWithoutDescriptionsStillReads() throws {
    let json = #"{"killed": 1, "total": 2, "survivors": ["a"]}"#
    let score = try JSONDecoder().decode(MutationScore.self, from: Data(json.utf8))
    assertEqual(score, MutationScore(killed: 1, total: 2, survivors: ["a"]))
  }
}
