import Assertions
import Scheduling
import Testing

struct VirtualSchedulerTests {
  @Test func startsAtTimeZeroAndStandsStill() {
    let scheduler = VirtualScheduler()
    var ran = false
    scheduler.schedule(after: .milliseconds(10)) { ran = true }
    assertEqual(scheduler.now, .zero)
    assertEqual(ran, false)
    assertEqual(scheduler.pendingCount, 1)
  }

  @Test func runsActionsInTimeOrderAndStopsAtTheTarget() {
    let scheduler = VirtualScheduler()
    var log: [String] = []
    scheduler.schedule(after: .milliseconds(300)) { log.append("c@\(scheduler.now)") }
    scheduler.schedule(after: .milliseconds(100)) { log.append("a@\(scheduler.now)") }
    scheduler.schedule(after: .milliseconds(200)) { log.append("b@\(scheduler.now)") }
    scheduler.advance(by: .milliseconds(250))
    assertEqual(log, ["a@0.1 seconds", "b@0.2 seconds"])
    assertEqual(scheduler.now, .milliseconds(250))
    scheduler.advance(by: .milliseconds(50))
    assertEqual(log, ["a@0.1 seconds", "b@0.2 seconds", "c@0.3 seconds"])
  }

  @Test func sameTimeActionsRunInTheOrderTheyWereScheduled() {
    let scheduler = VirtualScheduler()
    var log: [Int] = []
    for index in 1...5 { scheduler.schedule(after: .seconds(1)) { log.append(index) } }
    scheduler.advance(by: .seconds(1))
    assertEqual(log, [1, 2, 3, 4, 5])
  }

  @Test func actionsScheduledWhileAdvancingRunWhenTheyFallDue() {
    let scheduler = VirtualScheduler()
    var log: [String] = []
    scheduler.schedule(after: .milliseconds(100)) {
      log.append("outer")
      scheduler.schedule(after: .milliseconds(50)) { log.append("inner@\(scheduler.now)") }
      scheduler.schedule(after: .zero) { log.append("immediate@\(scheduler.now)") }
      scheduler.schedule(after: .milliseconds(500)) { log.append("too late") }
    }
    scheduler.schedule(after: .milliseconds(120)) { log.append("second") }
    scheduler.advance(by: .milliseconds(200))
    assertEqual(log, ["outer", "immediate@0.1 seconds", "second", "inner@0.15 seconds"])
    assertEqual(scheduler.pendingCount, 1)
  }

  @Test func cancelledActionsNeverRun() {
    let scheduler = VirtualScheduler()
    var log: [String] = []
    let first = scheduler.schedule(after: .milliseconds(10)) { log.append("first") }
    scheduler.schedule(after: .milliseconds(20)) { log.append("second") }
    first.cancel()
    first.cancel()
    scheduler.advance(by: .seconds(1))
    assertEqual(log, ["second"])
  }

  @Test func anActionCanCancelALaterOne() {
    let scheduler = VirtualScheduler()
    var log: [String] = []
    var later: Cancellable?
    scheduler.schedule(after: .milliseconds(10)) {
      log.append("canceller")
      later?.cancel()
    }
    later = scheduler.schedule(after: .milliseconds(20)) { log.append("later") }
    scheduler.advance(by: .seconds(1))
    assertEqual(log, ["canceller"])
  }

  @Test func zeroDelayRunsOnlyWhenTheSchedulerIsDriven() {
    let scheduler = VirtualScheduler()
    var ran = false
    scheduler.schedule(after: .zero) { ran = true }
    assertEqual(ran, false)
    scheduler.runDue()
    assertEqual(ran, true)
    assertEqual(scheduler.now, .zero)
  }

  @Test func cancelAllReleasesWhatActionsCaptured() {
    final class Box {}
    let scheduler = VirtualScheduler()
    weak var weakBox: Box?
    do {
      let box = Box()
      weakBox = box
      scheduler.schedule(after: .seconds(1)) { _ = box }
    }
    #expect(weakBox != nil)
    scheduler.cancelAll()
    #expect(weakBox == nil)
    #expect(scheduler.nextDueTime == nil)
  }
}
