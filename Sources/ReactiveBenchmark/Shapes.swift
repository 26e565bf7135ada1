// (b)'s pipeline written the other ways users write it: each shape has (b)'s results, and
// is measured against (b)'s hand-written side. A shape off the fused path (a `Sink` and an
// `Event` per operator and element) shows here, in what a user's pipeline costs.

import Reactive

/// The shapes, in the order printed: name and pipeline.
var shapes: [(String, ([(Bool, Int)]) -> (Int, Int))] {
  [
    ("combineLatest(a, b) { $0 + $1 } → … → subscribe(onNext:)", resultSelectorShape),
    ("… → bind(onNext:)", bindShape),
    ("… → subscribe { event in … }", eventShape),
    ("… → asDriver(onErrorJustReturn:) → drive(onNext:)", driverShape),
    ("… → observe(on: MainScheduler.instance) → subscribe(onNext:)", observeOnShape),
    ("… → share(replay: 1) → subscribe(onNext:)", shareShape),
    ("combineLatest([a, b]).map { $0[0] + $0[1] } → … → subscribe(onNext:)", collectionShape),
  ]
}

/// (b)'s pipeline, `combineLatest(a, b) → map → filter → distinctUntilChanged`, ended by
/// `finish` (inlined into each shape, so each is specialised as a user's is).
@inline(__always)
func subjectsShape(
  _ inputs: [(Bool, Int)],
  _ finish: (Observable<Int>, @escaping (Int) -> Void) -> Disposable
) -> (Int, Int) {
  onSubjects(inputs) { a, b, take in
    let pipeline = Observable.combineLatest(a, b)
      .map { $0 + $1 }
      .filter { !$0.isMultiple(of: 3) }
      .distinctUntilChanged()
    return finish(pipeline, take)
  }
}

@inline(never)
func resultSelectorShape(_ inputs: [(Bool, Int)]) -> (Int, Int) {
  onSubjects(inputs) { a, b, take in
    Observable.combineLatest(a, b) { $0 + $1 }
      .filter { !$0.isMultiple(of: 3) }
      .distinctUntilChanged()
      .subscribe(onNext: take)
  }
}

@inline(never)
func bindShape(_ inputs: [(Bool, Int)]) -> (Int, Int) {
  subjectsShape(inputs) { pipeline, take in pipeline.bind(onNext: take) }
}

@inline(never)
func eventShape(_ inputs: [(Bool, Int)]) -> (Int, Int) {
  subjectsShape(inputs) { pipeline, take in
    pipeline.subscribe { event in
      if case .next(let value) = event { take(value) }
    }
  }
}

@inline(never)
func driverShape(_ inputs: [(Bool, Int)]) -> (Int, Int) {
  subjectsShape(inputs) { pipeline, take in
    pipeline.asDriver(onErrorJustReturn: 0).drive(onNext: take)
  }
}

@inline(never)
func observeOnShape(_ inputs: [(Bool, Int)]) -> (Int, Int) {
  subjectsShape(inputs) { pipeline, take in
    pipeline.observe(on: MainScheduler.instance).subscribe(onNext: take)
  }
}

@inline(never)
func shareShape(_ inputs: [(Bool, Int)]) -> (Int, Int) {
  subjectsShape(inputs) { pipeline, take in
    pipeline.share(replay: 1).subscribe(onNext: take)
  }
}

@inline(never)
func collectionShape(_ inputs: [(Bool, Int)]) -> (Int, Int) {
  onSubjects(inputs) { a, b, take in
    Observable.combineLatest([a, b])
      .map { $0[0] + $0[1] }
      .filter { !$0.isMultiple(of: 3) }
      .distinctUntilChanged()
      .subscribe(onNext: take)
  }
}
