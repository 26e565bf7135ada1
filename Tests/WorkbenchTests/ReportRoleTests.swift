import Testing

@testable import Workbench

@Suite struct ReportRoleTests {
  @Test func theFirstRoleFolderOnThePathGivesTheRole() {
    #expect(
      CodeRole.classify(pathInModule: "Controllers/LoginViewController.swift") == .controllers)
    #expect(CodeRole.classify(pathInModule: "Views/Cells/ProductCell.swift") == .views)
    #expect(CodeRole.classify(pathInModule: "Presenters/LoginPresenter.swift") == .presenters)
    #expect(CodeRole.classify(pathInModule: "ViewModels/LoginViewModel.swift") == .viewModels)
    #expect(CodeRole.classify(pathInModule: "Composition/MVPApp.swift") == .composition)
    #expect(CodeRole.classify(pathInModule: "Interactors/LoginInteractor.swift") == .interactors)
    #expect(CodeRole.classify(pathInModule: "Routers/LoginRouter.swift") == .routers)
    #expect(CodeRole.classify(pathInModule: "Login/Presenters/LoginPresenter.swift") == .presenters)
    #expect(CodeRole.classify(pathInModule: "Views/Presenters/Odd.swift") == .views)
  }

  @Test func filesOutsideARoleFolderAreOther() {
    #expect(CodeRole.classify(pathInModule: "MVCApp.swift") == .other)
    #expect(CodeRole.classify(pathInModule: "Support/Formatting.swift") == .other)
    #expect(CodeRole.classify(pathInModule: "Views.swift") == .other)
    #expect(CodeRole.classify(pathInModule: "views/Lowercase.swift") == .other)
    #expect(CodeRole.classify(pathInModule: "other/Thing.swift") == .other)
  }

  @Test func theReportCountsEachRoleAndTheUIFreeLines() throws {
    let fixture = try ReportFixtureTree.storefront()
    defer { fixture.remove() }
    let report = ReportBuilder.build(tree: fixture.tree)
    #expect(report.patterns.map(\.pattern.name) == ["mvc", "mvp", "mvvm"])
    #expect(report.shared.map(\.module) == ["Domain", "Theme"])
    let mvp = report.patterns[1]
    #expect(
      mvp.module.files.map(\.path) == [
        "Sources/MVP/Composition/MVPApp.swift", "Sources/MVP/Presenters/LoginPresenter.swift",
        "Sources/MVP/Views/LoginViewController.swift",
      ])
    #expect(mvp.module.files.map(\.role) == [.composition, .presenters, .views])
    #expect(mvp.module.files.map(\.codeLines) == [3, 6, 2])
    #expect(mvp.module.codeLines == 11)
    #expect(mvp.module.commentLines == 2)
    #expect(mvp.module.types == 4)
    #expect(mvp.uiFreeCodeLines == 6)
    let mvvm = report.patterns[2]
    #expect(mvvm.uiFreeCodeLines == 4)
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
