import Reactive
import Testing

/// Subscriptions must not outlive what owns them: these tests hold weak references and check
/// that everything a chain captured is released once the chain ends.
@Suite struct LeakTests {
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
    #expect(disposed == [1, 2, 3])
    #expect(subject.hasObservers == false)
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
    #expect(screen?.title == "Hello, Ada")
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
    #expect(owner?.seen == 3)
    owner = nil
    #expect(weakOwner == nil)
  }
}
