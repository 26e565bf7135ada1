/// A control that steps a value up and down: SwiftUI's `Stepper`, drawn as its label's views
/// then a `UIStepper` (which takes the stepper's identifier). A user's step is
/// `UIStepper.simulateIncrement()` / `simulateDecrement()`.
public struct Stepper<Label: View>: View {
  let label: Label
  let increment: (() -> Void)?
  let decrement: (() -> Void)?
  /// The bound value and its bounds, as doubles for the `UIStepper`, when there is one.
  let range: (value: () -> Double, bounds: ClosedRange<Double>, step: Double)?

  /// A stepper that calls `onIncrement` and `onDecrement`.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    increment = onIncrement
    decrement = onDecrement
    range = nil
  }

  /// A stepper over `value`, kept within `bounds`, moving by `step`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V: BinaryInteger, V.Stride: BinaryInteger {
    self.label = label()
    increment = {
      value.wrappedValue = min(bounds.upperBound, value.wrappedValue.advanced(by: step))
    }
    decrement = {
      value.wrappedValue = max(bounds.lowerBound, value.wrappedValue.advanced(by: -step))
    }
    range = (
      { Double(value.wrappedValue) }, Double(bounds.lowerBound)...Double(bounds.upperBound),
      Double(step)
    )
  }

  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension Stepper where Label == Text {
  /// A stepper titled `titleKey` over `value`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1
  ) where V: BinaryInteger, V.Stride: BinaryInteger {
    self.init(value: value, in: bounds, step: step) { Text(titleKey) }
  }

  /// A stepper titled `titleKey` that calls `onIncrement` and `onDecrement`.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?
  ) {
    self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
  }
}

extension Stepper: PrimitiveView {
  func update(_ node: ViewNode) {
    let row = node.leaf { StepperRowView() }
    row.accessibilityIdentifier = nil
    node.applyTraits(to: row.stepper)
    let bridge = node.bridge { StepperBridge(stepper: row.stepper) }
    bridge.increment = increment
    bridge.decrement = decrement
    if let range {
      row.stepper.minimumValue = range.bounds.lowerBound
      row.stepper.maximumValue = range.bounds.upperBound
      row.stepper.stepValue = range.step
      let value = node.tracked { range.value() }
      if row.stepper.value != value { row.stepper.value = value }
    } else {
      row.stepper.minimumValue = -Double.greatestFiniteMagnitude
      row.stepper.maximumValue = Double.greatestFiniteMagnitude
    }
    bridge.shown = row.stepper.value
    if row.stepper.isEnabled != node.environment.isEnabled {
      row.stepper.isEnabled = node.environment.isEnabled
    }
    node.updateChildren([label], traits: node.drawnChildTraits)
    row.setChildViews(node.childPlatformViews + [row.stepper])
  }
}

/// A stepper's row: its label's views, then its `UIStepper`.
final class StepperRowView: UIView {
  let stepper = UIStepper()
}

/// Turns a `UIStepper`'s steps into the SwiftUI stepper's increments and decrements.
final class StepperBridge {
  var increment: (() -> Void)?
  var decrement: (() -> Void)?
  /// The value the control showed before the user's step.
  var shown = 0.0

  init(stepper: UIStepper) {
    stepper.addAction(
      UIAction { [weak self, weak stepper] _ in
        guard let self, let stepper else { return }
        let up = stepper.value >= self.shown
        self.shown = stepper.value
        UpdateCycle.event { (up ? self.increment : self.decrement)?() }
      }, for: .valueChanged)
  }
}
