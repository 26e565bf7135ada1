import UIKit
import RxSwift

struct User: Decodable { let name: String }

class UserAPI {
  func fetchUsers() -> Observable<[User]> {
    return Observable.create { observer in
      let url = URL(string: "https://example.com/users")!
      let task = URLSession.shared.dataTask(with: url) { data, _, error in
        if let error = error { observer.onError(error); return }
        guard let data = data, let users = try? JSONDecoder().decode([User].self, from: data) else {
          observer.onNext([]); observer.onCompleted(); return
        }
        observer.onNext(users)
        observer.onCompleted()
      }
      task.resume()
      return Disposables.create { task.cancel() }
    }
  }
}

class UsersViewModel {
  let users = BehaviorRelay<[User]>(value: [])
  let bag = DisposeBag()
  func load(api: UserAPI) {
    api.fetchUsers().observe(on: MainScheduler.instance).subscribe(onNext: { [weak self] in self?.users.accept($0) }).disposed(by: bag)
  }
}
