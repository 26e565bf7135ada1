import Assertions
import Foundation
import Registry
import Testing
import ToolTesting

@testable import Reports

/// Run (c): each pattern's unit tests that import no UI framework, alone.
struct CoverageUIFreeRunTests {
  let fixture: ReportFixtureTree

  init() throws {
    fixture = try ReportFixtureTree([
      "Package.swift": "// swift-tools-version: 6.2\n",
      "Tests/MVPTests/LoginPresenterTests.swift": """
      import MVP
      import Testing

      struct LoginPresenterTests {
        @Test func wrongPasswordClearsThePassword() {}
      }
      final class SpyLoginView {}

      """,
      "Tests/MVPTests/LoginViewControllerTests.swift": """
      import HeadlessUI
      import Testing

      struct LoginViewControllerTests { @Test func forwardsTaps() {} }

      """,
      "Tests/MVPTests/Support/SpyNavigator.swift": "final class SpyNavigator {}\n",
      "Tests/MVPTests/Commented.swift": "// @Test\nstruct NotATest { let s = \"x\" }\n",
      "Tests/MVCTests/LoginViewControllerTests.swift":
        "@testable import HeadlessUI\nstruct LoginTests { @Test func a() {} }\n",
      "Tests/MVVMTests/LoginViewModelTests.swift":
        "@preconcurrency import ReactiveUI\nstruct LoginViewModelTests { @Test func b() {} }\n",
    ])
  }

  @Test func theFilterNamesTheTypesOfTestFilesThatImportNoUIFramework() {
    defer { fixture.remove() }
    let patterns = PatternRegistry.all
    assertEqual(
      UIFreeUnitTests.filter(for: patterns[1], root: fixture.root),
      #"^MVPTests\.(LoginPresenterTests|SpyLoginView)/"#)
    #expect(UIFreeUnitTests.filter(for: patterns[0], root: fixture.root) == nil)
    #expect(UIFreeUnitTests.filter(for: patterns[2], root: fixture.root) == nil)
  }

  @Test func theRunnerAddsRunCForPatternsThatHaveUIFreeUnitTests() throws {
    defer { fixture.remove() }
    let scratch = fixture.root.appendingPathComponent(".build/coverage")
    let processes = FakeToolchainProcesses(bin: scratch.appendingPathComponent("debug"))
    processes.export = try ReportFixtureTree.fixture("llvm-cov-export-summary.json")
    let runner = CoverageRunner(
      root: fixture.root,
      toolchain: Toolchain(
        swift: URL(fileURLWithPath: "/opt/swift/usr/bin/swift"),
        llvmCov: URL(fileURLWithPath: "/opt/swift/usr/bin/llvm-cov")),
      processes: processes, progress: { _ in })

    assertEqual(
      runner.runs(for: PatternRegistry.all).map(\.label),
      ["scenarios"] + PatternRegistry.all.map(\.name) + ["mvp-ui-free"])
    let measured = try runner.measure(patterns: PatternRegistry.all)
    assertEqual(measured.uiFreeUnitTests.keys.sorted(), ["mvp"])
    assertEqual(measured.unitTests.keys.sorted(), PatternRegistry.all.map(\.name).sorted())
    #expect(
      processes.commands.contains {
        $0.contains(#"--filter ^MVPTests\.(LoginPresenterTests|SpyLoginView)/"#)
      })
  }
}
