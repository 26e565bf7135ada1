import Domain
import HeadlessSwiftUI

/// How the SwiftUI patterns show an `AlertText`: an alert while the value is set, one button
/// per title, in order; tapping any sets it back to nil.
///
/// This is how an alert looks, nothing more; which alert to show, and what its confirming
/// button does, is decided by each pattern's presentation role.
extension View {
  /// Shows `text` as an alert whose buttons only dismiss it.
  public func alert(_ text: Binding<AlertText?>) -> some View {
    alert(
      text.wrappedValue?.title ?? "", isPresented: isShown(text),
      actions: {
        ForEach(Array((text.wrappedValue?.buttons ?? []).enumerated()), id: \.offset) {
          Button($0.element) {}
        }
      },
      message: { Text(text.wrappedValue?.message ?? "") })
  }

  /// Shows `text` as a confirmation: every button but the last cancels; the last (the
  /// destructive choice, as in the delete confirmation of Product 6) runs `confirmed`.
  public func confirmation(_ text: Binding<AlertText?>, confirmed: @escaping () -> Void)
    -> some View
  {
    let buttons = text.wrappedValue?.buttons ?? []
    return alert(
      text.wrappedValue?.title ?? "", isPresented: isShown(text),
      actions: {
        ForEach(Array(buttons.enumerated()), id: \.offset) { index, title in
          if index == buttons.count - 1 {
            Button(title, role: .destructive, action: confirmed)
          } else {
            Button(title, role: .cancel) {}
          }
        }
      },
      message: { Text(text.wrappedValue?.message ?? "") })
  }

  private func isShown(_ text: Binding<AlertText?>) -> Binding<Bool> {
    Binding(get: { text.wrappedValue != nil }, set: { if !$0 { text.wrappedValue = nil } })
  }
}
