/// How the views of every hosting controller update: what a benchmark switches to measure
/// what dependency tracking saves. SwiftUI has no such switch; leave it off in an app.
public enum ViewGraph {
  /// When true, every change updates the whole hierarchy from its root and no view is left
  /// alone for an equal value (`patterns bench --rebuild-every-body`); false (the default)
  /// updates only the views whose bodies read what changed, as SwiftUI does.
  public static var rebuildsEverything = false
}
