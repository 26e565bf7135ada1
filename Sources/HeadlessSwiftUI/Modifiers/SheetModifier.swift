/// `sheet(isPresented:onDismiss:content:)` and `sheet(item:onDismiss:content:)`: a hosting
/// controller presented from the screen while the binding holds; `dismiss()` inside sets
/// the binding back, which dismisses it and runs `onDismiss`.
struct SheetModifier: ViewModifier, PrimitiveModifier {
  let isPresented: Binding<Bool>
  let content: () -> (any View)?
  let onDismiss: (() -> Void)?
  var style: UIModalPresentationStyle = .pageSheet

  func body(content: Content) -> Never { primitiveModifierBody() }

  func update(_ node: ViewNode, content modified: any View) {
    node.updateChildren([modified])
    let sheet = node.bridge { SheetBridge() }
    let shown = node.tracked { isPresented.wrappedValue }
    let view = shown ? content() : nil
    if let view {
      sheet.show(
        view, from: node, style: style,
        close: { [isPresented] in
          isPresented.wrappedValue = false
        })
    } else if sheet.isShowing {
      sheet.close()
      onDismiss?()
    }
  }
}

/// The controller and node of a presented sheet.
final class SheetBridge: NodeBridge {
  private var controller: HostingScreenController?
  private var node: ViewNode?

  var isShowing: Bool { controller != nil }

  func show(
    _ view: any View, from owner: ViewNode, style: UIModalPresentationStyle,
    close: @escaping () -> Void
  ) {
    if let node {
      node.update(to: view, environment: node.environment, traits: Traits(isScreenRoot: true))
      return
    }
    let controller = HostingScreenController.makeScreen()
    controller.modalPresentationStyle = style
    var environment = owner.environment
    controller.screen.dismiss = close
    environment.screen = controller.screen
    environment.navigation = nil
    let node = ViewNode(
      view: view, environment: environment, traits: Traits(isScreenRoot: true), identity: nil,
      parent: owner)
    node.host = controller.hostingView
    _ = controller.view
    node.render()
    UpdateCycle.needsSync(node)
    self.controller = controller
    self.node = node
    let presenter = owner.screen?.controller
    UpdateCycle.afterUpdate { [weak controller] in
      guard let controller else { return }
      presenter?.present(controller, animated: true)
    }
  }

  func close() {
    node?.unmount()
    node = nil
    if let controller, controller.presentingViewController != nil {
      controller.dismiss(animated: true)
    }
    controller = nil
  }

  func nodeWillUnmount(_ node: ViewNode) {
    close()
  }
}

extension View {
  /// Presents `content` as a sheet while `isPresented` is true.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(SheetModifier(isPresented: isPresented, content: { content() }, onDismiss: onDismiss))
  }

  /// Presents a sheet for `item` while it is not nil (a new item, a new sheet).
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let shown = Binding<Bool>(
      get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } },
      identity: item.identity)
    return modifier(
      SheetModifier(
        isPresented: shown,
        content: { item.wrappedValue.map { AnyView(content($0).id($0.id)) } },
        onDismiss: onDismiss))
  }

  /// Presents `content` full screen while `isPresented` is true.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      SheetModifier(
        isPresented: isPresented, content: { content() }, onDismiss: onDismiss,
        style: .fullScreen))
  }
}
