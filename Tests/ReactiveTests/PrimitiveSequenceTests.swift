import Assertions
import Reactive
import ReactiveTesting
import Testing

/// `Single`, `Maybe` and `Completable`, used as RxSwift's documentation uses them.
struct PrimitiveSequenceTests {
  enum FileError: Error { case notFound }

  func readFile(_ name: String) -> Single<String> {
    Single.create { single in
      if name == "missing.txt" {
        single(.failure(FileError.notFound))
      } else {
        single(.success("contents of \(name)"))
      }
      return Disposables.create()
    }
  }

  @Test func aSingleSucceedsOnceWithItsElement() {
    var log: [String] = []
    _ = readFile("notes.txt")
      .map { $0.uppercased() }
      .subscribe(
        onSuccess: { log.append("success \($0)") },
        onFailure: { log.append("failure \($0)") },
        onDisposed: { log.append("disposed") })
    assertEqual(log, ["success CONTENTS OF NOTES.TXT", "disposed"])
  }

  @Test func aSingleFailsAndTheEventFormReceivesAResult() {
    var results: [SingleEvent<String>] = []
    _ = readFile("missing.txt").subscribe { results.append($0) }
    assertEqual(results.count, 1)
    #expect(throws: FileError.notFound) { try results[0].get() }
  }

  @Test func catchAndReturnAndFlatMapChainSingles() {
    var value: String?
    _ = readFile("missing.txt")
      .catchAndReturn("fallback")
      .flatMap { text in Single.just(text.count) }
      .subscribe(onSuccess: { value = "\($0)" })
    assertEqual(value, "8")
  }

  @Test func asSingleRejectsAnEmptyOrLongerSequence() {
    var errors: [String] = []
    _ = Observable<Int>.empty().asSingle().subscribe(onFailure: { errors.append("\($0)") })
    _ = Observable.of(1, 2).asSingle().subscribe(onFailure: { errors.append("\($0)") })
    assertEqual(
      errors,
      [
        "Sequence doesn't contain any elements.", "Sequence contains more than one element.",
      ])
  }

  @Test func aMaybeSendsAnElementOrCompletesEmpty() {
    var log: [String] = []
    let cache: [String: String] = ["ada": "Ada Lovelace"]
    func lookUp(_ key: String) -> Maybe<String> {
      Maybe.create { maybe in
        if let hit = cache[key] { maybe(.success(hit)) } else { maybe(.completed) }
        return Disposables.create()
      }
    }
    _ = lookUp("ada").subscribe(
      onSuccess: { log.append($0) }, onError: { _ in log.append("error") },
      onCompleted: { log.append("empty") })
    _ = lookUp("bob").subscribe(
      onSuccess: { log.append($0) }, onError: { _ in log.append("error") },
      onCompleted: { log.append("empty") })
    assertEqual(log, ["Ada Lovelace", "empty"])
  }

  @Test func aCompletableCompletesOrFailsThenAndThenContinues() {
    var log: [String] = []
    let save = Completable.create { completable in
      log.append("saving")
      completable(.completed)
      return Disposables.create()
    }
    _ = save.andThen(Single.just(42)).subscribe(onSuccess: { log.append("then \($0)") })
    _ = Completable.error(FileError.notFound).subscribe(
      onCompleted: { log.append("done") }, onError: { _ in log.append("failed") })
    assertEqual(log, ["saving", "then 42", "failed"])
  }

  @Test func disposingASingleBeforeItAnswersRunsOnDisposedOnly() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [String] = []
    let subscription = Single.just("late")
      .delay(.seconds(10), scheduler: scheduler)
      .subscribe(onSuccess: { log.append($0) }, onDisposed: { log.append("disposed") })
    scheduler.advanceTo(5)
    subscription.dispose()
    scheduler.start()
    assertEqual(log, ["disposed"])
  }
}
