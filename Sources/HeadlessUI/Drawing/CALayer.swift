import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A view's backing layer: geometry, border, corners, background and sublayers, kept as
/// values (nothing is composited headless).
open class CALayer {
  /// The layer's frame in its superlayer.
  open var frame: CGRect = .zero {
    didSet { bounds.size = frame.size }
  }
  /// The layer's own coordinate space.
  open var bounds: CGRect = .zero
  /// The background colour.
  open var backgroundColor: CGColor?
  /// The border colour (black by default, as in Core Animation).
  open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
  /// The border width (0: no border).
  open var borderWidth: CGFloat = 0
  /// The corner radius.
  open var cornerRadius: CGFloat = 0
  /// Whether sublayers are clipped to the bounds.
  open var masksToBounds = false
  /// Whether the layer is hidden.
  open var isHidden = false
  /// The opacity, from 0 to 1.
  open var opacity: Float = 1
  /// The shadow's colour.
  open var shadowColor: CGColor?
  /// The shadow's opacity.
  open var shadowOpacity: Float = 0
  /// The shadow's blur radius.
  open var shadowRadius: CGFloat = 3
  /// The shadow's offset.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// A name, for finding the layer again.
  open var name: String?
  /// The child layers, front-most last (`nil` when there are none, as in Core Animation).
  open var sublayers: [CALayer]?
  /// The parent layer.
  open private(set) weak var superlayer: CALayer?

  /// Creates an empty layer.
  public init() {}

  /// Creates a copy-like layer (for presentation layers); headless, a fresh layer.
  public init(layer: Any) {}

  /// Creates a layer from an archive; headless, an empty layer.
  public required init?(coder: NSCoder) {}

  /// Appends a sublayer (removing it from its previous parent first).
  open func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
  }

  /// Inserts a sublayer at an index.
  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    layer.removeFromSuperlayer()
    var list = sublayers ?? []
    list.insert(layer, at: min(Int(index), list.count))
    sublayers = list
    layer.superlayer = self
  }

  /// Detaches the layer from its parent.
  open func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.sublayers?.removeAll { $0 === self }
    if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
    superlayer = nil
  }

  /// Marks the layer for redisplay (nothing to draw headless).
  open func setNeedsDisplay() {}

  /// Marks the layer for layout (layout is the view's business headless).
  open func setNeedsLayout() {}
}
