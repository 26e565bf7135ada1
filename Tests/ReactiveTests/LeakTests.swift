import Assertions
import Reactive
import Testing

/// Subscriptions must not outlive what owns them: these tests hold weak references and check
/// that everything a chain captured is released once the chain ends.
struct LeakTests {
  final class Resource {}

  final class Screen {
    let bag = DisposeBag()
    let viewModel: ViewModel
    var title: String?

    init(viewModel: ViewModel) {
      self.viewModel = viewModel
      viewModel.title.drive(Binder(self) { $0.title = $1 }).disposed(by: bag)
    }
  }

  final class ViewModel {
    let name = BehaviorRelay(value: "")
    let title: Driver<String>
    init() {
      title = name.map { "Hello, \($0)" }.asDriver(onErrorJustReturn: "")
    }
  }

  @Test func releasingABagDisposesEverySubscriptionInIt() {
    let subject = PublishSubject<Int>()
    var disposed: [Int] = []
    var bag: DisposeBag? = DisposeBag()
    for index in 1...3 {
      subject.subscribe(onDisposed: { disposed.append(index) }).disposed(by: bag!)
    }
    #expect(subject.hasObservers)
    bag = nil
    assertEqual(disposed, [1, 2, 3])
    assertEqual(subject.hasObservers, false)
  }

  @Test func aDisposedChainReleasesItsUpstreamAndItsObserver() {
    let relay = PublishRelay<Int>()
    var upstreamResource: Resource? = Resource()
    var observerResource: Resource? = Resource()
    weak let weakUpstream = upstreamResource
    weak let weakObserver = observerResource
    let subscription: Disposable
    do {
      let captured = upstreamResource!
      let upstream = Observable<Int>.create { observer in
        let inner = relay.subscribe(observer)
        return Disposables.create {
          _ = captured
          inner.dispose()
        }
      }
      let held = observerResource!
      subscription = upstream.map { $0 * 2 }.filter { $0 > 0 }.distinctUntilChanged()
        .subscribe(onNext: { _ in _ = held })
    }
    upstreamResource = nil
    observerResource = nil
    #expect(weakUpstream != nil)
    #expect(weakObserver != nil)
    subscription.dispose()
    #expect(weakUpstream == nil)
    #expect(weakObserver == nil)
  }

  @Test func aCompletedChainReleasesWhatItCaptured() {
    let subject = PublishSubject<Int>()
    var resource: Resource? = Resource()
    weak let weakResource = resource
    do {
      let held = resource!
      _ = subject.map { $0 + 1 }.subscribe(onNext: { _ in _ = held })
    }
    resource = nil
    #expect(weakResource != nil)
    subject.onCompleted()
    #expect(weakResource == nil)
  }

  @Test func aSubjectDroppedWithLiveSubscriptionsReleasesTheirChains() {
    // Subscriptions hold the subject's observer store, not the subject: the subject still goes
    // away, and takes the chains it was feeding with it, though nobody disposed them.
    var subject: PublishSubject<Int>? = PublishSubject()
    var relay: BehaviorRelay<String>? = BehaviorRelay(value: "")
    weak let weakSubject = subject
    weak let weakRelay = relay
    var resource: Resource? = Resource()
    weak let weakResource = resource
    var received: [Int] = []
    let subscriptions: [Disposable]
    do {
      let held = resource!
      subscriptions = [
        subject!.map { $0 + 1 }.subscribe(onNext: {
          _ = held; received.append($0)
        }),
        subject!.subscribe(onNext: { _ in _ = held }),
        relay!.map { $0.count }.distinctUntilChanged().subscribe(onNext: { _ in _ = held }),
      ]
    }
    subject?.onNext(1)
    resource = nil
    #expect(weakResource != nil)
    subject = nil
    relay = nil
    #expect(weakSubject == nil)
    #expect(weakRelay == nil)
    #expect(weakResource == nil)
    assertEqual(received, [2])
    // Disposing after the subject is gone does nothing, and may be done twice.
    for subscription in subscriptions + subscriptions { subscription.dispose() }
  }

  @Test func disposingOneSubscriptionLeavesTheOthersSubscribed() {
    let subject = BehaviorSubject(value: 0)
    var first: [Int] = []
    var second: [Int] = []
    let a = subject.map { $0 * 10 }.subscribe(onNext: { first.append($0) })
    let b = subject.filter { $0 >= 0 }.subscribe(onNext: { second.append($0) })
    subject.onNext(1)
    a.dispose()
    subject.onNext(2)
    a.dispose()
    subject.onNext(3)
    b.dispose()
    subject.onNext(4)
    assertEqual(first, [0, 10])
    assertEqual(second, [0, 1, 2, 3])
    assertEqual(subject.hasObservers, false)
  }

  @Test func combineLatestAndDriversReleaseEverythingOnDisposal() {
    let a = BehaviorRelay(value: 1)
    let b = BehaviorRelay(value: 2)
    var resource: Resource? = Resource()
    weak let weakResource = resource
    let subscription: Disposable
    do {
      let held = resource!
      subscription = Observable.combineLatest(a, b) { $0 + $1 }
        .asDriver(onErrorJustReturn: 0)
        .drive(onNext: { _ in _ = held })
    }
    resource = nil
    #expect(weakResource != nil)
    subscription.dispose()
    #expect(weakResource == nil)
  }

  @Test func aViewModelBoundToAScreenGoesAwayWithIt() {
    var screen: Screen? = Screen(viewModel: ViewModel())
    weak let weakScreen = screen
    weak let weakViewModel = screen?.viewModel
    screen?.viewModel.name.accept("Ada")
    assertEqual(screen?.title, "Hello, Ada")
    screen = nil
    #expect(weakScreen == nil)
    #expect(weakViewModel == nil)
  }

  @Test func bindWithLetsAnOwnerThatHoldsItsBagGoAway() {
    // The classic leak RxSwift has too: a closure holding the screen that holds the bag.
    // `bind(with:)` / `drive(with:)` hold it weakly instead, so the screen still goes away.
    final class Owner {
      let bag = DisposeBag()
      let relay = BehaviorRelay(value: 0)
      var seen = 0
      init() {
        relay.bind(with: self) { owner, value in owner.seen = value }.disposed(by: bag)
      }
    }
    var owner: Owner? = Owner()
    weak let weakOwner = owner
    owner?.relay.accept(3)
    assertEqual(owner?.seen, 3)
    owner = nil
    #expect(weakOwner == nil)
  }
}
