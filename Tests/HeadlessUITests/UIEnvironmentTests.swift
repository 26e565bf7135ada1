import Assertions
import HeadlessUI
import Testing

/// Two UI environments in one process: each hears, audits and styles only its own views.
struct UIEnvironmentTests {
  private struct Bold: Style {
    let id = "Bold"
    func apply(to view: UIView) { (view as? UILabel)?.font = .boldSystemFont(ofSize: 17) }
  }

  @Test func aViewReportsToTheEnvironmentItWasCreatedIn() {
    let first = UIEnvironment()
    let second = UIEnvironment()
    var heardFirst: [String] = []
    var heardSecond: [String] = []
    first.observer = { heardFirst.append($0.description) }
    second.observer = { heardSecond.append($0.description) }
    let one = first.run { UILabel() }
    let two = second.run { UILabel() }
    one.text = "one"  // changed outside both: still its own environment's
    second.run { two.text = "two" }
    assertEqual(heardFirst, ["label text \"one\""])
    assertEqual(heardSecond, ["label text \"two\""])
  }

  @Test func eachEnvironmentAuditsOnlyItsOwnObjects() {
    let first = UIEnvironment()
    let second = UIEnvironment()
    let checkpoint = first.liveObjects.checkpoint()
    let kept = second.run { UIView() }
    assertEqual(checkpoint.survivors(), [])
    assertEqual(second.liveObjects.aliveCount, 1)
    _ = kept
  }

  @Test func stylesInstalledInOneEnvironmentAreNotAnothers() {
    let styled = UIEnvironment()
    let plain = UIEnvironment()
    styled.run { UIView.styleRegistry = StyleRegistry(styles: [Bold()]) }
    let known = styled.run { UILabel() }
    let unknown = plain.run { UILabel() }
    known.style = "Bold"
    unknown.style = "Bold"
    #expect(known.unknownStyle == nil)
    assertEqual(unknown.unknownStyle, "Bold")
  }

  @Test func outsideEveryRunTheProcessEnvironmentIsCurrent() {
    let environment = UIEnvironment()
    #expect(UIEnvironment.current === UIEnvironment.process)
    environment.run { #expect(UIEnvironment.current === environment) }
    #expect(UIEnvironment.current === UIEnvironment.process)
  }

  @Test func warningsGoToTheEnvironmentsHandler() {
    let environment = UIEnvironment()
    var warnings: [String] = []
    environment.warningHandler = { warnings.append($0) }
    let root = environment.run { UIViewController() }
    let window = environment.run { UIWindow() }
    window.rootViewController = root
    window.makeKeyAndVisible()
    root.present(UIViewController(), animated: false)
    root.present(UIViewController(), animated: false)
    assertEqual(warnings.count, 1)
    assertEqual(warnings.first?.hasPrefix("Warning: Attempt to present UIViewController"), true)
  }
}
