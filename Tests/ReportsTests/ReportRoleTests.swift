import Assertions
import Registry
import Testing
import ToolTesting

@testable import PatternModel
@testable import Reports
@testable import SourceAnalysis

struct ReportRoleTests {
  let pattern = fakePattern(
    "mvx",
    roles: [PatternRole("Controllers"), PatternRole("Views"), PatternRole("Presenters")])

  func role(_ path: String) -> String { pattern.role(ofPathInModule: path).folder }

  @Test func theFirstDeclaredRoleFolderOnThePathGivesTheRole() {
    assertEqual(role("Controllers/LoginViewController.swift"), "Controllers")
    assertEqual(role("Views/Cells/ProductCell.swift"), "Views")
    assertEqual(role("Presenters/LoginPresenter.swift"), "Presenters")
    assertEqual(role("Login/Presenters/LoginPresenter.swift"), "Presenters")
    assertEqual(role("Views/Presenters/Odd.swift"), "Views")
  }

  @Test func filesOutsideADeclaredRoleFolderAreOther() {
    assertEqual(role("MVCApp.swift"), "other")
    assertEqual(role("Support/Formatting.swift"), "other")
    assertEqual(role("Views.swift"), "other")
    assertEqual(role("views/Lowercase.swift"), "other")
    assertEqual(role("other/Thing.swift"), "other")
    assertEqual(role("ViewModels/LoginViewModel.swift"), "other")  // not a role of this pattern
  }

  @Test func theReportCountsEachRoleAndTheUIFreeLines() throws {
    let fixture = try ReportFixtureTree.storefront()
    defer { fixture.remove() }
    let report = ReportBuilder.build(tree: fixture.tree, patterns: PatternRegistry.all)
    assertEqual(report.patterns.map(\.pattern.name), ["mvc", "mvp", "mvvm"])
    assertEqual(report.shared.map(\.module), ["Domain", "Theme"])
    let mvp = report.patterns[1]
    assertEqual(
      mvp.module.files.map(\.path),
      [
        "Sources/MVP/Composition/MVPApp.swift", "Sources/MVP/Presenters/LoginPresenter.swift",
        "Sources/MVP/Views/LoginViewController.swift",
      ])
    assertEqual(mvp.module.files.map(\.role.folder), ["Composition", "Presenters", "Views"])
    assertEqual(mvp.module.files.map(\.codeLines), [3, 6, 2])
    assertEqual(mvp.module.codeLines, 11)
    assertEqual(mvp.module.commentLines, 2)
    assertEqual(mvp.module.types, 4)
    assertEqual(mvp.noUIImportCodeLines, 6)
    let mvvm = report.patterns[2]
    assertEqual(mvvm.noUIImportCodeLines, 4)
    assertEqual(mvvm.module.codeLines, 7)
    assertEqual(report.shared[0].codeLines, 3)
    assertEqual(report.shared[0].commentLines, 1)
    assertEqual(report.shared[0].types, 1)
  }

  @Test func locatesThePackageRootFromASubfolder() throws {
    let fixture = try ReportFixtureTree.storefront()
    defer { fixture.remove() }
    let deep = fixture.root.appendingPathComponent("Sources/MVP/Presenters")
    assertEqual(SourceTree.locatePackageRoot(from: deep)?.path, fixture.tree.root.path)
  }
}
