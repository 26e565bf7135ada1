import Assertions
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
    assertEqual(root["passed"] as? Int, 3)
    assertEqual(root["failed"] as? Int, 1)
    let patterns = try #require(root["patterns"] as? [[String: Any]])
    assertEqual(patterns.map { $0["name"] as? String }, ["mvc", "mvp"])
    let mvp = try #require(patterns[1]["scenarios"] as? [[String: Any]])
    #expect(mvp[0]["failure"] == nil)
    assertEqual(mvp[1]["status"] as? String, "failed")
    assertEqual(mvp[1]["durationMs"] as? Int, 2)
    assertEqual(mvp[1]["line"] as? Int, 7)
    let failure = try #require(mvp[1]["failure"] as? [String: Any])
    assertEqual(Set(failure.keys), ["line", "step", "message", "screen"])
    assertEqual(failure["line"] as? Int, 9)
    assertEqual(failure["step"] as? String, RunFixtures.failure.step)
    assertEqual(failure["message"] as? String, RunFixtures.failure.message)
    assertEqual(failure["screen"] as? String, RunFixtures.failure.screen)
  }

  @Test func jsonEscapesControlCharacters() {
    assertEqual(JSONValue.quoted("a\"b\\c\nd\u{1}é"), #""a\"b\\c\nd\u0001é""#)
  }

  #if canImport(FoundationXML) || os(macOS)
    @Test func junitParsesWithOneSuitePerPatternAndOneCasePerScenario() throws {
      let text = JUnitReport.render(RunFixtures.report)
      let document = try XMLDocument(data: Data(text.utf8))
      let root = try #require(document.rootElement())
      assertEqual(root.name, "testsuites")
      assertEqual(root.attribute(forName: "tests")?.stringValue, "4")
      assertEqual(root.attribute(forName: "failures")?.stringValue, "1")
      let suites = root.elements(forName: "testsuite")
      assertEqual(suites.map { $0.attribute(forName: "name")?.stringValue }, ["mvc", "mvp"])
      assertEqual(suites[1].attribute(forName: "failures")?.stringValue, "1")
      assertEqual(suites[1].attribute(forName: "time")?.stringValue, "0.014")
      let cases = suites[1].elements(forName: "testcase")
      assertEqual(
        cases.map { $0.attribute(forName: "name")?.stringValue },
        [
          "Starts empty", "Title reads Sign in",
        ])
      assertEqual(cases[1].attribute(forName: "classname")?.stringValue, "mvp.login")
      #expect(cases[0].elements(forName: "failure").isEmpty)
      let failure = try #require(cases[1].elements(forName: "failure").first)
      assertEqual(failure.attribute(forName: "message")?.stringValue, RunFixtures.failure.message)
      assertEqual(failure.stringValue, RunFixtures.failure.report)
    }
  #endif

  @Test func junitEscapesMarkupAndForbiddenCharacters() {
    assertEqual(
      MarkupEscaper.escape("a<b>&\"c\"\n\u{1}", inAttribute: true),
      "a&lt;b&gt;&amp;&quot;c&quot;&#10;\u{FFFD}")
    assertEqual(MarkupEscaper.escape("a\"b\nc", inAttribute: false), "a\"b\nc")
  }
}

struct JSONValueTests {
  @Test func compactRenderingIsOneLineWithKeysInOrder() {
    let value = JSONValue.object([
      ("b", .array([.int(1), .double(2.5), .null])), ("a", .object([("s", .string("x\"y"))])),
      ("t", .bool(true)),
    ])
    assertEqual(value.compact(), #"{"b":[1,2.5,null],"a":{"s":"x\"y"},"t":true}"#)
  }
}
