import Assertions
import Domain
import Registry
import Scenarios
import Testing

/// Two TEA apps in one process, each given its own `RuntimeObserver` through its environment
/// (as the tracer gives one its recorder), stepped in turns: each observer hears its own
/// store's actions only.
@MainActor
struct RuntimeObserverSideBySideTests {
  private final class Heard: RuntimeObserver {
    var actions: [String] = []
    func actionSent(_ action: Any) { actions.append(String(describing: action)) }
    func actionReduced(_ action: Any, from before: Any, to after: Any) {}
    func effectStarted(id: AnyHashable?) {}
    func effectAnswered(with action: Any) {}
    func effectCancelled(id: AnyHashable) {}
  }

  private func session(reportingTo observer: Heard) throws -> AppSession {
    let makeWindow = try #require(PatternRegistry.all.first { $0.name == "tea" }?.makeWindow)
    return AppSession(
      makeWindow: makeWindow,
      environment: { environment in
        AppEnvironment(
          scheduler: environment.scheduler, authService: environment.authService,
          catalogStore: environment.catalogStore, session: environment.session,
          runtimeObserver: observer)
      })
  }

  @Test func eachStoreReportsToItsOwnEnvironmentsObserver() throws {
    let ada = Heard()
    let bob = Heard()
    let first = try session(reportingTo: ada)
    let second = try session(reportingTo: bob)
    for (session, line) in [
      (first, "type \"ada\" into login.email"), (second, "type \"bob\" into login.email"),
      (first, "type \"hunter22\" into login.password"),
    ] {
      #expect(session.perform(try ScenarioParser.parseStep(line)) == nil)
    }
    #expect(ada.actions.contains { $0.contains("emailChanged(\"ada\")") })
    #expect(ada.actions.contains { $0.contains("passwordChanged") })
    #expect(bob.actions.contains { $0.contains("emailChanged(\"bob\")") })
    #expect(!ada.actions.contains { $0.contains("bob") })
    #expect(!bob.actions.contains { $0.contains("ada") })
    #expect(!bob.actions.contains { $0.contains("passwordChanged") })
    assertEqual(first.close(), [])
    assertEqual(second.close(), [])
  }
}
