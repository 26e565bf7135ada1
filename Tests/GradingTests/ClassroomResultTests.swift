import Assertions
import Foundation
import Testing

@testable import Grading

struct ClassroomResultTests {
  private let command = "patterns exercise check search-debounce --pattern mvp"

  @Test func theResultIsTheGraderActionsJSONOnOneLine() {
    let checks = [
      ExternalCheck(name: "builds", score: 50, maxScore: 50, status: .passed, seconds: 12.3456),
      ExternalCheck(
        name: "lint", score: 0, maxScore: 50, status: .failed,
        output: "Sources/MVP/Presenters/CatalogPresenter.swift:3: imports HeadlessUI"),
    ]
    assertEqual(
      ClassroomResult.render(tests: checks, command: command),
      #"{"version":1,"status":"fail","max_score":100,"tests":["#
        + #"{"name":"builds","status":"pass","score":50,"message":null,"#
        + #""test_code":"patterns exercise check search-debounce --pattern mvp","filename":"","#
        + #""line_no":0,"duration":12346},"#
        + #"{"name":"lint","status":"fail","score":0,"#
        + #""message":"Sources/MVP/Presenters/CatalogPresenter.swift:3: imports HeadlessUI","#
        + #""test_code":"patterns exercise check search-debounce --pattern mvp","filename":"","#
        + #""line_no":0,"duration":0}]}"#)
  }

  @Test func theStepPassesOnlyWhenEveryCheckPassesAndErrsWhenOneCouldNotBeJudged() {
    assertEqual(ClassroomResult.status(of: [.passed, .passed]), "pass")
    assertEqual(ClassroomResult.status(of: []), "pass")
    assertEqual(ClassroomResult.status(of: [.passed, .failed]), "fail")
    assertEqual(ClassroomResult.status(of: [.failed, .error, .passed]), "error")
  }

  @Test func theReporterReadsItBase64Encoded() throws {
    let checks = [ExternalCheck(name: "lint", score: 1.5, maxScore: 2, status: .passed)]
    let encoded = ClassroomResult.base64(tests: checks, command: "x")
    let decoded = try #require(Data(base64Encoded: encoded))
    assertEqual(
      String(decoding: decoded, as: UTF8.self),
      #"{"version":1,"status":"pass","max_score":2,"tests":[{"name":"lint","status":"pass","#
        + #""score":1.5,"message":null,"test_code":"x","filename":"","line_no":0,"duration":0}]}"#)
    #expect(encoded.allSatisfy { $0.isLetter || $0.isNumber || "+/=".contains($0) })
  }
}
