/// Progress: `ProgressView()` is a spinning `UIActivityIndicatorView` (animating while
/// shown), `ProgressView(value:total:)` a `UIProgressView`; a title is drawn as a label
/// after it.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let label: Label?
  let fraction: Double?

  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// An indeterminate progress (a spinner).
  public init() {
    label = nil
    fraction = nil
  }

  /// Progress through `value` of `total`.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    label = nil
    fraction = value.map { total > 0 ? Double($0 / total) : 0 }
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// A spinner with a title.
  public init(_ titleKey: LocalizedStringKey) {
    label = Text(titleKey)
    fraction = nil
  }

  /// Progress with a title.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    label = Text(titleKey)
    fraction = value.map { total > 0 ? Double($0 / total) : 0 }
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// A spinner with a label view.
  public init(@ViewBuilder label: () -> Label) {
    self.label = label()
    fraction = nil
  }
}

extension ProgressView: PrimitiveView {
  func update(_ node: ViewNode) {
    guard let label else {
      draw(
        in: node.leaf {
          fraction == nil
            ? UIActivityIndicatorView(style: .medium) : UIProgressView(progressViewStyle: .default)
        })
      return
    }
    // With a title: the indicator (which takes the identifier), then the title.
    let row = node.leaf { UIView() }
    row.accessibilityIdentifier = nil
    let indicator =
      row.subviews.first { fraction == nil ? $0 is UIActivityIndicatorView : $0 is UIProgressView }
      ?? (fraction == nil
        ? UIActivityIndicatorView(style: .medium) : UIProgressView(progressViewStyle: .default))
    node.applyTraits(to: indicator)
    draw(in: indicator)
    node.updateChildren([label], traits: node.drawnChildTraits)
    row.setChildViews([indicator] + node.childPlatformViews)
  }

  private func draw(in view: UIView) {
    if let bar = view as? UIProgressView {
      bar.progress = Float(min(max(fraction ?? 0, 0), 1))
    } else if let spinner = view as? UIActivityIndicatorView, !spinner.isAnimating {
      spinner.startAnimating()
    }
  }
}
