import Assertions
import Domain
import HeadlessUI
import Scheduling
import Testing

@testable import Scenarios

/// Two app sessions in one process, stepped in turns: each hears only its own app, audits only
/// its own objects and knows only the styles its app installed.
struct AppSessionSideBySideTests {
  /// A session on the fake app whose observer keeps the widget changes it hears.
  private final class Observed {
    var changes: [String] = []
    var session: AppSession!

    init(leaks: Bool = false) {
      session = AppSession(
        makeWindow: { FakeApp.makeWindow(environment: $0, leaks: leaks) },
        observer: { [weak self] event in
          if case .ui(let change) = event { self?.changes.append(change.description) }
        })
    }

    func perform(_ line: String) throws -> ScenarioFailure? {
      session.perform(try ScenarioParser.parseStep(line))
    }
  }

  @Test func eachSessionHearsOnlyItsOwnAppWhileTheyTakeTurns() throws {
    let ada = Observed()
    let bob = Observed()
    #expect(try ada.perform("type \"Ada\" into fake.name") == nil)
    #expect(try bob.perform("type \"Bob\" into fake.name") == nil)
    #expect(try ada.perform("tap fake.go") == nil)
    #expect(ada.changes.contains("fake.name (text field) text \"Ada\""))
    #expect(bob.changes.contains("fake.name (text field) text \"Bob\""))
    #expect(!ada.changes.contains { $0.contains("Bob") })
    #expect(!bob.changes.contains { $0.contains("Ada") })
    #expect(bob.changes.count < ada.changes.count, "only Ada's session tapped")
    assertEqual(ada.session.close(), [])
    assertEqual(bob.session.close(), [])
  }

  @Test func closingOneSessionAuditsOnlyItsOwnObjects() throws {
    let first = Observed()
    let second = Observed()
    #expect(try second.perform("type \"B\" into fake.name") == nil)
    assertEqual(first.session.close(), [], "the second app's views are alive, and not the first's")
    assertEqual(second.session.close(), [])
  }

  @Test func aLeakIsReportedByItsOwnSessionOnly() throws {
    let leaking = Observed(leaks: true)
    let clean = Observed()
    #expect(try leaking.perform("type \"A\" into fake.name") == nil)
    #expect(try leaking.perform("tap fake.go") == nil)
    let leaks = leaking.session.close()
    #expect(leaks.contains("FakeViewController"))
    assertEqual(clean.session.close(), [])
  }

  @Test func anActionFiringLaterRunsInItsSessionsEnvironment() throws {
    let scheduler = VirtualScheduler()
    var heard: [String] = []
    let session = AppSession(
      makeWindow: { FakeApp.makeWindow(environment: $0) }, scheduler: scheduler,
      observer: { if case .ui(let change) = $0 { heard.append(change.description) } })
    var created: UILabel?
    session.observedScheduler.schedule(after: .milliseconds(10)) {
      let label = UILabel()
      label.text = "late"
      created = label
    }
    scheduler.advance(by: .milliseconds(10))  // outside every step, as a run loop fires it
    assertEqual(heard.last, "label text \"late\"")
    assertEqual(session.close(), ["UILabel"])
    created = nil
    #expect(created == nil)
  }
}
