import HeadlessUI
import Reactive

// RxCocoa gives every NSObject an `rx` namespace; HeadlessUI's views and controllers are plain
// classes, so they get it here.

extension UIView: ReactiveCompatible {}
extension UIViewController: ReactiveCompatible {}
extension UIBarButtonItem: ReactiveCompatible {}
extension URLSession: ReactiveCompatible {}
