import Foundation

/// A row of segments, one of them selected. Choosing a segment sends `.valueChanged`.
open class UISegmentedControl: UIControl {
  /// The index meaning "no segment selected".
  public static let noSegment = -1

  private var segments: [(title: String?, image: UIImage?, isEnabled: Bool)] = []
  /// The selected segment's index, or `noSegment`. Setting it sends nothing, as in UIKit.
  open var selectedSegmentIndex = UISegmentedControl.noSegment {
    didSet {
      guard selectedSegmentIndex != oldValue else { return }
      uiEnvironment.emit(UIChange(.selectedSegment(selectedSegmentIndex), view: self))
    }
  }
  /// The selected segment's tint.
  open var selectedSegmentTintColor: UIColor?
  /// Whether a tap selects only momentarily.
  open var isMomentary = false

  /// Creates a control with one segment per item (`String` titles or `UIImage`s).
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    for item in items ?? [] {
      if let image = item as? UIImage {
        segments.append((nil, image, true))
      } else {
        segments.append(("\(item)", nil, true))
      }
    }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates the object from an archive (there are no archives headless).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The number of segments.
  open var numberOfSegments: Int { segments.count }

  /// The title of a segment.
  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  /// Changes the title of a segment.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].title = title
  }

  /// The image of a segment.
  open func imageForSegment(at segment: Int) -> UIImage? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  /// Inserts a titled segment.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    segments.insert((title, nil, true), at: max(0, min(segment, segments.count)))
    if selectedSegmentIndex >= segment && selectedSegmentIndex != Self.noSegment {
      selectedSegmentIndex += 1
    }
  }

  /// Removes a segment.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment)
    if selectedSegmentIndex == segment {
      selectedSegmentIndex = Self.noSegment
    } else if selectedSegmentIndex > segment {
      selectedSegmentIndex -= 1
    }
  }

  /// Removes every segment.
  open func removeAllSegments() {
    segments.removeAll()
    selectedSegmentIndex = Self.noSegment
  }

  /// Enables or disables one segment.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].isEnabled = enabled
  }

  /// Whether a segment is enabled.
  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) ? segments[segment].isEnabled : false
  }

  /// A segmented control is 32 points tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: CGFloat(segments.count) * 80, height: 32)
  }
}
