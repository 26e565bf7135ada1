import Assertions
import Testing

@testable import Testability

/// Which tests make up each group, from the pattern's data and the clean project's listing.
struct MutationSubjectTests {
  static let listing = """
    Building for debugging...
    MVPTests.CatalogPresenterTests/searchWaits()
    MVPTests.LoginPresenterTests/keepsTheEmail()
    MVPTests.LoginPresenterTests/clearsThePassword()/LoginPresenterTests.swift:40:4
    MVPTests.LoginViewControllerTests/forwardsTaps()
    MVPTests.MVPAppTests/signsIn()
    MVPTests/freeFunction()
    MVVMTests.LoginViewModelTests/emitsTitles()

    """

  let mvp = MutationSubject(
    name: "mvp", testTarget: "MVPTests",
    uiFreeFilter: #"^MVPTests\.(CatalogPresenterTests|LoginPresenterTests)/"#)

  @Test func theUIFreeGroupIsTheTestsTheUIFreeFilterSelects() {
    assertEqual(
      mvp.plan(.uiFree, listing: Self.listing),
      TestPlan(
        filter: #"^MVPTests\.(CatalogPresenterTests|LoginPresenterTests)/"#,
        tests: [
          "MVPTests.CatalogPresenterTests/searchWaits()",
          "MVPTests.LoginPresenterTests/keepsTheEmail()",
          "MVPTests.LoginPresenterTests/clearsThePassword()",
        ]))
  }

  @Test func theOtherGroupIsTheRestOfTheTargetSelectedByType() {
    assertEqual(
      mvp.plan(.otherTests, listing: Self.listing),
      TestPlan(
        filter: #"^(MVPTests\.LoginViewControllerTests|MVPTests\.MVPAppTests|MVPTests)/"#,
        tests: [
          "MVPTests.LoginViewControllerTests/forwardsTaps()", "MVPTests.MVPAppTests/signsIn()",
          "MVPTests/freeFunction()",
        ]))
  }

  @Test func aPatternWithoutUIFreeTestsHasAllItsTestsInTheOtherGroup() {
    let mvvm = MutationSubject(name: "mvvm", testTarget: "MVVMTests", uiFreeFilter: nil)
    #expect(mvvm.plan(.uiFree, listing: Self.listing) == nil)
    assertEqual(
      mvvm.plan(.otherTests, listing: Self.listing),
      TestPlan(
        filter: #"^(MVVMTests\.LoginViewModelTests)/"#,
        tests: ["MVVMTests.LoginViewModelTests/emitsTitles()"]))
    let none = MutationSubject(name: "x", testTarget: "XTests", uiFreeFilter: #"^XTests\.(A)/"#)
    #expect(none.plan(.uiFree, listing: Self.listing) == nil)
    #expect(none.plan(.otherTests, listing: Self.listing) == nil)
    #expect(none.plan(.scenarios, listing: Self.listing) == nil)
  }
}
