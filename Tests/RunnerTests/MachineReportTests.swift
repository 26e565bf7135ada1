import Formats
import Foundation
import Testing

@testable import Runner

#if canImport(FoundationXML)
  import FoundationXML
#endif

struct MachineReportTests {
  @Test func jsonHasTheDocumentedShapeInTheDocumentedKeyOrder() throws {
    let text = JSONReport.render(RunFixtures.report)
    #expect(text.hasSuffix("}\n"))
    #expect(
      text.hasPrefix(
        #"{"passed":3,"failed":1,"patterns":[{"name":"mvc","passed":2,"failed":0,"scenarios":[{"file":"Suite/login.scenario","name":"Starts empty","line":1,"status":"passed","durationMs":3},"#
      ))
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(root["passed"] as? Int == 3)
    #expect(root["failed"] as? Int == 1)
    let patterns = try #require(root["patterns"] as? [[String: Any]])
    #expect(patterns.map { $0["name"] as? String } == ["mvc", "mvp"])
    let mvp = try #require(patterns[1]["scenarios"] as? [[String: Any]])
    #expect(mvp[0]["failure"] == nil)
    #expect(mvp[1]["status"] as? String == "failed")
    #expect(mvp[1]["durationMs"] as? Int == 2)
    #expect(mvp[1]["line"] as? Int == 7)
    let failure = try #require(mvp[1]["failure"] as? [String: Any])
    #expect(Set(failure.keys) == ["line", "step", "message", "screen"])
    #expect(failure["line"] as? Int == 9)
    #expect(failure["step"] as? String == RunFixtures.failure.step)
    #expect(failure["message"] as? String == RunFixtures.failure.message)
    #expect(failure["screen"] as? String == RunFixtures.failure.screen)
  }

  @Test func jsonEscapesControlCharacters() {
    #expect(JSONValue.quoted("a\"b\\c\nd\u{1}é") == #""a\"b\\c\nd\u0001é""#)
  }

  #if canImport(FoundationXML) || os(macOS)
    @Test func junitParsesWithOneSuitePerPatternAndOneCasePerScenario() throws {
      let text = JUnitReport.render(RunFixtures.report)
      let document = try XMLDocument(data: Data(text.utf8))
      let root = try #require(document.rootElement())
      #expect(root.name == "testsuites")
      #expect(root.attribute(forName: "tests")?.stringValue == "4")
      #expect(root.attribute(forName: "failures")?.stringValue == "1")
      let suites = root.elements(forName: "testsuite")
      #expect(suites.map { $0.attribute(forName: "name")?.stringValue } == ["mvc", "mvp"])
      #expect(suites[1].attribute(forName: "failures")?.stringValue == "1")
      #expect(suites[1].attribute(forName: "time")?.stringValue == "0.014")
      let cases = suites[1].elements(forName: "testcase")
      #expect(
        cases.map { $0.attribute(forName: "name")?.stringValue } == [
          "Starts empty", "Title reads Sign in",
        ])
      #expect(cases[1].attribute(forName: "classname")?.stringValue == "mvp.login")
      #expect(cases[0].elements(forName: "failure").isEmpty)
      let failure = try #require(cases[1].elements(forName: "failure").first)
      #expect(failure.attribute(forName: "message")?.stringValue == RunFixtures.failure.message)
      #expect(failure.stringValue == RunFixtures.failure.report)
    }
  #endif

  @Test func junitEscapesMarkupAndForbiddenCharacters() {
    #expect(
      MarkupEscaper.escape("a<b>&\"c\"\n\u{1}", inAttribute: true)
        == "a&lt;b&gt;&amp;&quot;c&quot;&#10;\u{FFFD}")
    #expect(MarkupEscaper.escape("a\"b\nc", inAttribute: false) == "a\"b\nc")
  }
}

struct JSONValueTests {
  @Test func compactRenderingIsOneLineWithKeysInOrder() {
    let value = JSONValue.object([
      ("b", .array([.int(1), .double(2.5), .null])), ("a", .object([("s", .string("x\"y"))])),
      ("t", .bool(true)),
    ])
    #expect(value.compact() == #"{"b":[1,2.5,null],"a":{"s":"x\"y"},"t":true}"#)
  }
}
