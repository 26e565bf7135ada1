/// Putting one view controller on screen, for the views' tests against a recording store.
import HeadlessUI

/// `screen` as the root of a visible window, with a driver.
func show(_ screen: UIViewController) -> (UIWindow, UIDriver) {
  let window = UIWindow(frame: UIScreen.main.bounds)
  window.rootViewController = UINavigationController(rootViewController: screen)
  window.makeKeyAndVisible()
  return (window, UIDriver(window: window))
}
