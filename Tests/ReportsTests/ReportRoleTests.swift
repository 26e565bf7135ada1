import Expectations
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
    expectEqual(role("Controllers/LoginViewController.swift"), "Controllers")
    expectEqual(role("Views/Cells/ProductCell.swift"), "Views")
    expectEqual(role("Presenters/LoginPresenter.swift"), "Presenters")
    expectEqual(role("Login/Presenters/LoginPresenter.swift"), "Presenters")
    expectEqual(role("Views/Presenters/Odd.swift"), "Views")
  }

  @Test func filesOutsideADeclaredRoleFolderAreOther() {
    expectEqual(role("MVCApp.swift"), "other")
    expectEqual(role("Support/Formatting.swift"), "other")
    expectEqual(role("Views.swift"), "other")
    expectEqual(role("views/Lowercase.swift"), "other")
    expectEqual(role("other/Thing.swift"), "other")
    expectEqual(role("ViewModels/LoginViewModel.swift"), "other")  // not a role of this pattern
  }

  @Test func theReportCountsEachRoleAndTheUIFreeLines() throws {
    let fixture = try ReportFixtureTree.storefront()
    defer { fixture.remove() }
    let report = ReportBuilder.build(tree: fixture.tree, patterns: PatternRegistry.all)
    expectEqual(report.patterns.map(\.pattern.name), ["mvc", "mvp", "mvvm"])
    expectEqual(report.shared.map(\.module), ["Domain", "Theme"])
    let mvp = report.patterns[1]
    expectEqual(
      mvp.module.files.map(\.path),
      [
        "Sources/MVP/Composition/MVPApp.swift", "Sources/MVP/Presenters/LoginPresenter.swift",
        "Sources/MVP/Views/LoginViewController.swift",
      ])
    expectEqual(mvp.module.files.map(\.role.folder), ["Composition", "Presenters", "Views"])
    expectEqual(mvp.module.files.map(\.codeLines), [3, 6, 2])
    expectEqual(mvp.module.codeLines, 11)
    expectEqual(mvp.module.commentLines, 2)
    expectEqual(mvp.module.types, 4)
    expectEqual(mvp.noUIImportCodeLines, 6)
    let mvvm = report.patterns[2]
    expectEqual(mvvm.noUIImportCodeLines, 4)
    expectEqual(mvvm.module.codeLines, 7)
    expectEqual(report.shared[0].codeLines, 3)
    expectEqual(report.shared[0].commentLines, 1)
    expectEqual(report.shared[0].types, 1)
  }

  @Test func locatesThePackageRootFromASubfolder() throws {
    let fixture = try ReportFixtureTree.storefront()
    defer { fixture.remove() }
    let deep = fixture.root.appendingPathComponent("Sources/MVP/Presenters")
    expectEqual(SourceTree.locatePackageRoot(from: deep)?.path, fixture.tree.root.path)
  }
}
