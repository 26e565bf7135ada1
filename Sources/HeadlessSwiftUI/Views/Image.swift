/// An image: SwiftUI's `Image`, drawn as a `UIImageView` (no pixels: the name is kept).
public struct Image: View, Equatable {
  let name: String

  /// An image from the asset catalog.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.name = name
  }

  /// An SF Symbol.
  public init(systemName: String) {
    name = systemName
  }

  /// A UIKit image.
  public init(uiImage: UIImage) {
    name = uiImage.name
  }

  public func resizable(capInsets: EdgeInsets = EdgeInsets()) -> Image { self }
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
  public func interpolation(_ interpolation: Interpolation) -> Image { self }
  public func antialiased(_ isAntialiased: Bool) -> Image { self }

  /// How an image is rendered.
  public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
  /// How an image is scaled.
  public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
  /// The scale of a symbol.
  public enum Scale: Hashable, Sendable { case small, medium, large }

  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

/// How a symbol's layers are coloured.
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  public static let palette = SymbolRenderingMode(name: "palette")
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

extension Image: PrimitiveView {
  func update(_ node: ViewNode) {
    let view = node.leaf { UIImageView() }
    if view.image?.name != name { view.image = UIImage(systemName: name) }
  }
}

/// A title with an icon: SwiftUI's `Label`, drawn as a `UILabel` holding the title (the icon
/// is not drawn).
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  /// A label from two views.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension Label where Title == Text, Icon == Image {
  /// A title with an SF Symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// A title with an SF Symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// A title with an image of the asset catalog.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }
}

extension Label: PrimitiveView {
  func update(_ node: ViewNode) {
    node.updateChildren([title])
  }
}

extension Label: TextRepresentable {
  var plainText: String? { PlainText.of(title) }
}
