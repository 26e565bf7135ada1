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
    #expect(role("Controllers/LoginViewController.swift") == "Controllers")
    #expect(role("Views/Cells/ProductCell.swift") == "Views")
    #expect(role("Presenters/LoginPresenter.swift") == "Presenters")
    #expect(role("Login/Presenters/LoginPresenter.swift") == "Presenters")
    #expect(role("Views/Presenters/Odd.swift") == "Views")
  }

  @Test func filesOutsideADeclaredRoleFolderAreOther() {
    #expect(role("MVCApp.swift") == "other")
    #expect(role("Support/Formatting.swift") == "other")
    #expect(role("Views.swift") == "other")
    #expect(role("views/Lowercase.swift") == "other")
    #expect(role("other/Thing.swift") == "other")
    #expect(role("ViewModels/LoginViewModel.swift") == "other")  // not a role of this pattern
  }

  @Test func theReportCountsEachRoleAndTheUIFreeLines() throws {
    let fixture = try ReportFixtureTree.storefront()
    defer { fixture.remove() }
    let report = ReportBuilder.build(tree: fixture.tree, patterns: PatternRegistry.all)
    #expect(report.patterns.map(\.pattern.name) == ["mvc", "mvp", "mvvm"])
    #expect(report.shared.map(\.module) == ["Domain", "Theme"])
    let mvp = report.patterns[1]
    #expect(
      mvp.module.files.map(\.path) == [
        "Sources/MVP/Composition/MVPApp.swift", "Sources/MVP/Presenters/LoginPresenter.swift",
        "Sources/MVP/Views/LoginViewController.swift",
      ])
    #expect(mvp.module.files.map(\.role.folder) == ["Composition", "Presenters", "Views"])
    #expect(mvp.module.files.map(\.codeLines) == [3, 6, 2])
    #expect(mvp.module.codeLines == 11)
    #expect(mvp.module.commentLines == 2)
    #expect(mvp.module.types == 4)
    #expect(mvp.noUIImportCodeLines == 6)
    let mvvm = report.patterns[2]
    #expect(mvvm.noUIImportCodeLines == 4)
    #expect(mvvm.module.codeLines == 7)
    #expect(report.shared[0].codeLines == 3)
    #expect(report.shared[0].commentLines == 1)
    #expect(report.shared[0].types == 1)
  }

  @Test func locatesThePackageRootFromASubfolder() throws {
    let fixture = try ReportFixtureTree.storefront()
    defer { fixture.remove() }
    let deep = fixture.root.appendingPathComponent("Sources/MVP/Presenters")
    #expect(SourceTree.locatePackageRoot(from: deep)?.path == fixture.tree.root.path)
  }
}
