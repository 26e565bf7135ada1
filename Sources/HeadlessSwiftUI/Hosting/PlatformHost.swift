/// Where the platform views of a root node go: a screen's hosting view, a list row's cell.
@MainActor
protocol PlatformHost: AnyObject {
  /// Makes `views` the host's content, in order.
  func setContent(_ views: [UIView])
}

/// The root view of a hosting controller: its content's platform views, laid out top to
/// bottom as any `UIView` lays out its subviews here.
final class HostingView: UIView, PlatformHost {
  func setContent(_ views: [UIView]) {
    setChildViews(views)
  }
}
