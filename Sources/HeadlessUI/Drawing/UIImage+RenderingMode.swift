import Foundation

extension UIImage {
  /// Whether an image is drawn as is or as a tinted template.
  public enum RenderingMode: Int, Sendable {
    case automatic, alwaysOriginal, alwaysTemplate
  }

  /// The same image (rendering modes draw nothing different headless).
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }

  /// The same image, tinted (kept: nothing is drawn headless).
  public func withTintColor(_ color: UIColor) -> UIImage { self }
}
