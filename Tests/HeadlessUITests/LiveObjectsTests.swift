import Assertions
import Testing

@testable import HeadlessUI

struct LiveObjectsTests {
  @Test func survivorsListsObjectsCreatedAfterTheCheckpointThatAreStillAlive() {
    let before = UILabel()
    let checkpoint = LiveObjects.checkpoint()
    let kept = [UILabel(), UILabel()]
    var dropped: UIButton? = UIButton()
    let controller = UIViewController()
    #expect(dropped != nil)
    dropped = nil
    assertEqual(checkpoint.survivors(), ["UILabel", "UILabel", "UIViewController"])
    _ = (before, kept, controller)
  }

  @Test func aTornDownWindowLeavesNothingAlive() throws {
    let checkpoint = LiveObjects.checkpoint()
    do {
      let login = SampleLoginViewController()
      var window: UIWindow? = makeWindow(login)
      let driver = UIDriver(window: try #require(window))
      try driver.type("ada@example.com", into: "login.email")
      try driver.pressReturn(in: "login.password")
      #expect(driver.presentedAlert != nil)
      let catalog = SampleCatalogViewController(products: sampleProducts)
      login.navigationController?.pushViewController(catalog, animated: true)
      _ = driver.render()
      window?.rootViewController = nil
      window = nil
    }
    assertEqual(checkpoint.survivors(), [])
  }

  @Test func theRegistryDoesNotKeepObjectsAlive() {
    weak var view: UIView?
    do {
      let strong = UIView()
      view = strong
    }
    #expect(view == nil)
  }
}
