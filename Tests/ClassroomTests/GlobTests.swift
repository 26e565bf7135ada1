import Classroom
import Testing

struct GlobTests {
  @Test func doubleStarMatchesEverythingUnderAFolderAtAnyDepth() {
    let glob = Glob("Sources/MVP/**")
    #expect(glob.matches("Sources/MVP/Presenters/CatalogPresenter.swift"))
    #expect(glob.matches("Sources/MVP/MVP.swift"))
    #expect(!glob.matches("Sources/MVPX/A.swift"))
    #expect(!glob.matches("Sources/MVC/A.swift"))
  }

  @Test func aStarStaysWithinOneComponent() {
    let glob = Glob("Tests/MVPTests/*.swift")
    #expect(glob.matches("Tests/MVPTests/CatalogPresenterTests.swift"))
    #expect(!glob.matches("Tests/MVPTests/Deep/X.swift"))
    #expect(!glob.matches("Tests/MVPTests/Notes.md"))
  }

  @Test func doubleStarInTheMiddleMatchesZeroOrMoreFolders() {
    let glob = Glob("Sources/**/Catalog*.swift")
    #expect(glob.matches("Sources/CatalogA.swift"))
    #expect(glob.matches("Sources/MVP/Presenters/CatalogPresenter.swift"))
    #expect(!glob.matches("Sources/MVP/Presenters/LoginPresenter.swift"))
  }
}
